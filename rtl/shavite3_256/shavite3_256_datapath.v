// shavite3_256_datapath: the SHAvite-3-256 (C256) datapath, half a column of an
// AES round per cycle (two S-box look-ups, two cycles of latency) and the message
// expansion produced just in time in a 32-word window.
//
//   sbox : lw_aes_sbox, two lanes (MEM = "bram": one block RAM, both ports
//          reading, registered; "logic": the combinational form SBOX_LOGIC in
//          LUTs and a register here), its addresses registered in adr_q
//   win  : 32 x 32 LUT RAM (lw_ram_sdp, registered read): rk[k] at k mod 32
//   x_q  : the AES round input, four columns (loaded whole, never shifted)
//   y_q  : the next round input being assembled (three columns + y_in)
//   acc_q: the first half of the column being computed
//   s_q  : the Feistel state (L, R), a shift register, s_q[0] = L[0]
//   h_q  : the chaining value, a shift register (the IV loaded for a first block)
//   rec_q: the last four words written to the window (rk[u-4..u-1])
//   cnt_q: the block's bit counter (low word; the high word is 0 on this interface)
//
// Every control but the message write, the look-up and the read address arrives
// two cycles after the look-up or read it belongs to (the S-box bytes are
// registered twice, the read address and the window's read data once each).  Words are the reference model's words (little-endian decoded);
// the AES round is the reference code's (row 0 of a column in the most significant
// byte).  rtl/shavite3_256/README.md describes the schedule.
`default_nettype none
module shavite3_256_datapath #(
    parameter MEM        = "logic",
    parameter SBOX_LOGIC = "table"   // "tower" measured 95.7 MHz (deeper), "table" 142 MHz
) (
    input  wire        clk,
    input  wire [31:0] in_data,      // message word, first byte in the MSB
    // counter
    input  wire        c_cap,        // capture the counter (cycle after a block's last word)
    input  wire        c_fin,        // the block is the last of its message
    input  wire        c_tnf,        // the next block is the last of the message
    input  wire [8:0]  c_bp,         // msg_len_bp mod 512
    input  wire [22:0] c_blk,        // index of the block in its message
    // S-box look-up (the next cycle's)
    input  wire [1:0]  c_ncol,       // column of the next cycle's look-up
    input  wire        c_nph,        // its phase: 0 rows 0, 1; 1 rows 2, 3
    // window
    input  wire [4:0]  c_raddr,      // read (registered here: the word arrives two cycles on)
    input  wire        c_wm,         // write the message word (this cycle)
    input  wire [3:0]  c_widx,       // its index
    input  wire        c_wn,         // write col ^ rk[u-4] ^ injection (nonlinear expansion)
    input  wire        c_wl,         // write rd ^ rk[u-3] (linear expansion)
    input  wire [4:0]  c_waddr,      // address of those writes
    input  wire [1:0]  c_inj,        // injection: 0 none, 1 cnt, 2 ~cnt, 3 all ones
    // AES / Feistel
    input  wire        c_h1,         // acc <- first half of the column
    input  wire        c_yc,         // y_in includes the column
    input  wire        c_yr,         // y_in includes the window word
    input  wire        c_ys,         // y_in includes s_0
    input  wire        c_ysh,        // shift y
    input  wire        c_xld,        // x <- {y, y_in}
    input  wire        c_sen,        // shift s
    input  wire        c_sv,         // s tail includes s_0
    input  wire        c_so,         // s tail includes the column
    input  wire        c_sh,         // s tail includes h_0 (and h shifts with s)
    input  wire        c_iv,         // s, h <- IV
    output wire [31:0] digest_word
);
    localparam [255:0] IV = {32'hA92A31F1, 32'h98325F05, 32'h79E3F731, 32'h431AEC73,
                             32'hF3E23FD5, 32'hE6DC8559, 32'hBF10819B, 32'h3EECF551};

    reg  [31:0] x_q [0:3];
    reg  [31:0] y_q [0:2];
    reg  [31:0] s_q [0:7];
    reg  [31:0] h_q [0:7];
    reg  [31:0] rec_q [0:3];
    reg  [31:0] acc_q, cnt_q;

    // ------------------------------------------------------------------ S-boxes
    // column c of the round: rows 0, 1 from x[c], x[c+1], then rows 2, 3 from
    // x[c+2], x[c+3].  The two addresses are registered (adr_q): chosen a cycle
    // ahead, by the next look-up's column and phase, from x, or, in the cycle x is
    // loaded, from y (the next look-up is then column 0, rows 0, 1: y[0], y[1]).
    wire [1:0] n1 = c_ncol + 2'd1, n2 = c_ncol + 2'd2, n3 = c_ncol + 2'd3;
    wire [7:0] nxt_a = c_xld ? y_q[0][31:24] : (c_nph ? x_q[n2][15:8] : x_q[c_ncol][31:24]);
    wire [7:0] nxt_b = c_xld ? y_q[1][23:16] : (c_nph ? x_q[n3][7:0]  : x_q[n1][23:16]);
    reg  [15:0] adr_q;
    always @(posedge clk) adr_q <= {nxt_b, nxt_a};
    reg  [15:0] q;
    generate
        if (MEM == "bram") begin : g_bram
            wire [15:0] qr;
            lw_aes_sbox #(.IMPL("bram"), .LANES(2)) u_sbox (
                .clk(clk), .en(1'b1), .x(adr_q), .y(qr)
            );
            always @(*) q = qr;
        end else begin : g_logic
            wire [15:0] qc;
            lw_aes_sbox #(.IMPL(SBOX_LOGIC), .LANES(2)) u_sbox (
                .clk(clk), .en(1'b1), .x(adr_q), .y(qc)
            );
            always @(posedge clk) q <= qc;
        end
    endgenerate
    wire [7:0] qa = q[7:0], qb = q[15:8];
    // the S-box bytes are registered once more: the block RAM's output is slow
    reg  [7:0] sa, sb;
    always @(posedge clk) begin
        sa <= qa;
        sb <= qb;
    end
    function [7:0] xt;              // 2 * v in GF(2^8)
        input [7:0] v;
        xt = {v[6:0], 1'b0} ^ (v[7] ? 8'h1B : 8'h00);
    endfunction
    wire [7:0]  ta = xt(sa), tb = xt(sb);
    // rows 0, 1: T0[a] ^ T1[b]; rows 2, 3: T2[a] ^ T3[b], the same word turned by 16
    wire [31:0] g   = {ta ^ tb ^ sb, sa ^ tb, sa ^ sb, ta ^ sa ^ sb};
    wire [31:0] col = acc_q ^ {g[15:0], g[31:16]};

    // ------------------------------------------------------------------ window
    wire [31:0] rd, wd;
    reg  [4:0]  raddr_q;
    always @(posedge clk) raddr_q <= c_raddr;
    reg  [31:0] inj;
    always @(*) begin
        case (c_inj)
            2'd1:    inj = cnt_q;
            2'd2:    inj = ~cnt_q;
            2'd3:    inj = 32'hFFFFFFFF;
            default: inj = 32'd0;
        endcase
    end
    wire [31:0] m_le = {in_data[7:0], in_data[15:8], in_data[23:16], in_data[31:24]};
    wire        we   = c_wm | c_wn | c_wl;
    assign wd = (c_wm ? m_le : 32'd0) ^
                (c_wn ? col ^ rec_q[0] ^ inj : 32'd0) ^
                (c_wl ? rd ^ rec_q[1] : 32'd0);
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic"), .NO_RW_CHECK(1)) u_win (
        .clk(clk), .we(we), .waddr(c_wm ? {1'b0, c_widx} : c_waddr), .wdata(wd),
        .re(1'b1), .raddr(raddr_q), .rdata(rd)
    );

    // ------------------------------------------------------------------ words
    wire [31:0] s0   = s_q[0];
    wire [31:0] y_in = (c_yc ? col : 32'd0) ^ (c_yr ? rd : 32'd0) ^ (c_ys ? s0 : 32'd0);
    wire [31:0] tail = (c_sv ? s0 : 32'd0) ^ (c_so ? col : 32'd0) ^ (c_sh ? h_q[0] : 32'd0);

    assign digest_word = {s0[7:0], s0[15:8], s0[23:16], s0[31:24]};

    // counter of the block: bits hashed so far, 0 for a block of padding only.  It
    // is taken in two cycles: in the cycle after the block's last word the low bits
    // (msg_len_bp mod 512) and the choice (own: the blocks before and those bits;
    // inc: this block whole; neither: 0), in the next the high bits, so no
    // comparison of msg_len_bp runs into the adder of the block index.
    wire        bp_lo = (c_bp != 9'd0) && (c_bp < 9'd432);
    wire        bp_hi = (c_bp >= 9'd432);
    wire        own   = c_fin ? bp_lo : (c_tnf & bp_hi);
    wire        inc   = ~c_fin & ~(c_tnf & bp_hi);
    reg         own_q, inc_q, cap2_q;
    always @(posedge clk) begin
        cap2_q <= c_cap;
        if (c_cap) begin
            own_q      <= own;
            inc_q      <= inc;
            cnt_q[8:0] <= c_bp;
        end
        if (cap2_q) begin
            cnt_q[8:0]  <= cnt_q[8:0] & {9{own_q}};
            cnt_q[31:9] <= ({23{own_q}} & c_blk) | ({23{inc_q}} & (c_blk + 23'd1));
        end
    end

    integer i;
    always @(posedge clk) begin
        if (c_h1) acc_q <= g;
        if (c_ysh) begin
            y_q[0] <= y_q[1];
            y_q[1] <= y_q[2];
            y_q[2] <= y_in;
        end
        if (c_xld) begin
            x_q[0] <= y_q[0];
            x_q[1] <= y_q[1];
            x_q[2] <= y_q[2];
            x_q[3] <= y_in;
        end
        for (i = 0; i < 8; i = i + 1) begin
            if (c_iv) begin
                s_q[i] <= IV[32*i +: 32];
                h_q[i] <= IV[32*i +: 32];
            end else begin
                if (c_sen) s_q[i] <= (i == 7) ? tail : s_q[(i + 1) % 8];
                if (c_sh)  h_q[i] <= (i == 7) ? tail : h_q[(i + 1) % 8];
            end
        end
        if (we) begin
            for (i = 0; i < 3; i = i + 1) rec_q[i] <= rec_q[i + 1];
            rec_q[3] <= wd;
        end
    end
endmodule
`default_nettype wire
