// shavite3_256_datapath: the SHAvite-3-256 (C256) datapath, one 32-bit column of
// an AES round per cycle (four S-boxes, one MixColumns column).
//
//   ram  : 160 x 32 (lw_ram_sdp, MEM = block RAM or LUT RAM): the expanded
//          message rk[0..143] at 0..143, the chaining value h at 144..151, the
//          initial value at 152..159 (configuration contents, never written)
//   x_q  : the AES round input, four columns (loaded whole, turned a column a cycle)
//   y_q  : the next round input being assembled, three columns + y_in
//   s_q  : the Feistel state (L, R), eight words, a shift register
//   rec_q: the last four expanded-message words written (rk[u-4..u-1])
//   cnt_q: the block's bit counter (low word; the high word is 0 on this interface)
//
// Words are the reference model's words (little-endian decoded); the AES round
// is the reference code's (row 0 of a column in the most significant byte).
// rtl/shavite3_256/README.md describes the schedule.
`default_nettype none
module shavite3_256_datapath #(
    parameter MEM = "logic"
) (
    input  wire        clk,
    input  wire [31:0] in_data,      // message word, first byte in the MSB
    // counter
    input  wire        c_cap,        // capture the counter (cycle after a block's last word)
    input  wire        c_fin,        // the block is the last of its message
    input  wire        c_tnf,        // the next block is the last of the message
    input  wire [8:0]  c_bp,         // msg_len_bp mod 512
    input  wire [22:0] c_blk,        // index of the block in its message
    // memory
    input  wire [7:0]  c_raddr,
    input  wire        c_we,
    input  wire [7:0]  c_waddr,
    input  wire        c_wld,        // write the message word
    input  wire        c_wnl,        // write AES out ^ rk[u-4] ^ counter (nonlinear expansion)
    input  wire        c_wlin,       // write rk[u-16] ^ rk[u-3] (linear expansion)
    input  wire        c_wff,        // write the feed-forward word s_0 ^ h
    input  wire        c_rec,        // shift the written word into rec_q
    // AES / Feistel
    input  wire        c_xld,        // x <- {y, y_in}
    input  wire        c_yo,         // y_in includes the AES column
    input  wire        c_ys,         // y_in includes s_0
    input  wire        c_sen,        // shift s
    input  wire        c_sv,         // s tail includes s_0
    input  wire        c_so,         // s tail includes the AES column
    input  wire        c_sr,         // s tail includes the RAM word
    output wire [31:0] digest_word
);
    // ------------------------------------------------------------------ RAM
    localparam [255:0] IV = {32'hA92A31F1, 32'h98325F05, 32'h79E3F731, 32'h431AEC73,
                             32'hF3E23FD5, 32'hE6DC8559, 32'hBF10819B, 32'h3EECF551};
    localparam [160*32-1:0] RAM_INIT = {IV, {(152*32){1'b0}}};

    wire [31:0] rd_ram;
    wire [31:0] wd;
    reg  [31:0] rd, in_q;           // the RAM word and the message word, registered once more
    always @(posedge clk) begin
        rd   <= rd_ram;
        in_q <= in_data;
    end
    lw_ram_sdp #(.DEPTH(160), .DW(32), .STYLE(MEM), .HAS_INIT(1), .INIT(RAM_INIT)) u_ram (
        .clk(clk), .we(c_we), .waddr(c_waddr), .wdata(wd),
        .re(1'b1), .raddr(c_raddr), .rdata(rd_ram)
    );

    // ------------------------------------------------------------------ AES column
    reg  [31:0] x_q [0:3];
    reg  [31:0] y_q [0:2];
    reg  [31:0] s_q [0:7];
    reg  [31:0] rec_q [0:3];
    reg  [31:0] cnt_q;

    // x turns by one column a cycle, so column c's input bytes are always at
    // the same places: no multiplexer in front of the S-boxes
    wire [7:0] ba = x_q[0][31:24];
    wire [7:0] bb = x_q[1][23:16];
    wire [7:0] bc = x_q[2][15:8];
    wire [7:0] bd = x_q[3][7:0];
    wire [7:0] sa, sb, sc, sd;
    shavite3_256_sbox u_sa (.a(ba), .s(sa));
    shavite3_256_sbox u_sb (.a(bb), .s(sb));
    shavite3_256_sbox u_sc (.a(bc), .s(sc));
    shavite3_256_sbox u_sd (.a(bd), .s(sd));

    function [7:0] xt;              // 2 * v in GF(2^8)
        input [7:0] v;
        xt = {v[6:0], 1'b0} ^ (v[7] ? 8'h1B : 8'h00);
    endfunction
    wire [7:0] ta = xt(sa), tb = xt(sb), tc = xt(sc), td = xt(sd);
    wire [31:0] aes = {ta ^ tb ^ sb ^ sc ^ sd,
                       sa ^ tb ^ tc ^ sc ^ sd,
                       sa ^ sb ^ tc ^ td ^ sd,
                       ta ^ sa ^ sb ^ sc ^ td};

    // ------------------------------------------------------------------ words
    wire [31:0] s0   = s_q[0];
    wire [31:0] y_in = rd ^ (c_yo ? aes : 32'd0) ^ (c_ys ? s0 : 32'd0);
    wire [31:0] tail = (c_sv ? s0 : 32'd0) ^ (c_so ? aes : 32'd0) ^ (c_sr ? rd : 32'd0);

    // counter injection (the high counter word is 0: messages are < 2^32 bits)
    reg  [31:0] inj;
    always @(*) begin
        case (c_waddr)
            8'd16, 8'd124: inj = cnt_q;
            8'd58, 8'd87:  inj = ~cnt_q;
            8'd17, 8'd127: inj = 32'hFFFFFFFF;
            default:       inj = 32'd0;
        endcase
    end
    wire [31:0] m_le = {in_q[7:0], in_q[15:8], in_q[23:16], in_q[31:24]};
    assign wd = (c_wld  ? m_le : 32'd0) ^
                (c_wnl  ? aes ^ rec_q[0] ^ inj : 32'd0) ^
                (c_wlin ? rd ^ rec_q[1] : 32'd0) ^
                (c_wff  ? tail : 32'd0);

    assign digest_word = {s0[7:0], s0[15:8], s0[23:16], s0[31:24]};

    // counter of the block: bits hashed so far, 0 for a block of padding only
    wire        bp_lo   = (c_bp != 9'd0) && (c_bp < 9'd432);
    wire [31:0] cnt_own = {c_blk, c_bp};
    wire [31:0] cnt_new = c_fin ? (bp_lo ? cnt_own : 32'd0)
                                : ((c_tnf && c_bp >= 9'd432) ? cnt_own : {c_blk + 23'd1, 9'd0});

    integer i;
    always @(posedge clk) begin
        if (c_cap) cnt_q <= cnt_new;
        // y: always shifting
        y_q[0] <= y_q[1];
        y_q[1] <= y_q[2];
        y_q[2] <= y_in;
        if (c_xld) begin
            x_q[0] <= y_q[0];
            x_q[1] <= y_q[1];
            x_q[2] <= y_q[2];
            x_q[3] <= y_in;
        end else begin
            x_q[0] <= x_q[1];
            x_q[1] <= x_q[2];
            x_q[2] <= x_q[3];
            x_q[3] <= x_q[0];
        end
        if (c_sen) begin
            for (i = 0; i < 7; i = i + 1) s_q[i] <= s_q[i + 1];
            s_q[7] <= tail;
        end
        if (c_rec) begin
            for (i = 0; i < 3; i = i + 1) rec_q[i] <= rec_q[i + 1];
            rec_q[3] <= wd;
        end
    end
endmodule
`default_nettype wire
