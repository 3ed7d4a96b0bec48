// echo256_datapath: the byte-serial ECHO-256 datapath (one AES S-box look-up a cycle).
//
// One state RAM of 80 x 32 bits (1 read port, 1 write port, registered read):
//   0..63   the state W, slice j of physical word p at 4p + j (a slice is one
//           32-bit AES column, bytes little-endian: byte 4j + r at bits 8r)
//   64..79  F, the fold of the block's input words, slice s at 64 + s
// Two 128-bit registers, each a shift register of four slices with one multiplexer
// at its top (pos3; pos0 = bits 31..0 leaves first):
//   a_q  round 1's input, shifted in from the RAM, turned by a slice after each output
//        column;
//   b_q  round 1's output (the AES columns shift in), then turned for round 2.
// A third, m_q, is a plain shift register (no multiplexer) for BIG.MixColumns, which
// runs beside BIG.SubWords: the slices in_0..in_3 of a column group are read as
// in_0, in_1, in_2, in_3, in_0, in_1, in_2, so its four slices show the four
// rotations in turn.
// Because they turn, AES ShiftRows is a fixed tap: row r of an output column is byte
// r of slice pos r.  One S-box (lw_aes_sbox, registered) takes one byte a cycle; h_q
// keeps rows 0..2 and one 32-bit AES MixColumns gives a column every four cycles.
// Round 1's key (the counter) is XORed into the bytes of round 2's input as they
// enter the S-box (c_tk), not into the columns.  BIG.MixColumns row r of a group is
// 2 in_r + 3 in_r+1 + in_r+2 + in_r+3 from the four slices in m_q; the folds of the
// chaining value are XOR accumulations of RAM reads (acc_q).
// The RAM write port is registered (we_q, wa_q, wd_q): every write lands one cycle
// after the controller asks for it.
`default_nettype none
// keep_hierarchy: mapped together with the controller, ABC merges the decode of its
// state into the S-box and MixColumns cones (the former four-lane core grew by half).
(* keep_hierarchy *)
module echo256_datapath #(
    parameter MEM  = "logic",            // state RAM: "bram" block RAM, "logic" LUT RAM
    parameter SBOX = "logic"             // lw_aes_sbox IMPL (registered): "logic" or "bram"
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [31:0] in_data,          // message word, first byte in the MSBs
    // RAM
    input  wire        c_re,
    input  wire [6:0]  c_raddr,
    input  wire        c_we,
    input  wire [6:0]  c_waddr,
    input  wire [1:0]  c_wsel,           // 0 AES column, 1 BIG.MixColumns, 2 message, 3 acc
    input  wire        c_iv0,            // with c_wsel = 3 and acc_q = 0: the IV slice 0
    // the AES word registers
    input  wire        c_a_ld,           // a_q shifts the RAM data in at the top
    input  wire        c_a_rot,          // a_q turns by one slice
    input  wire        c_b_sh,           // b_q shifts: the AES column (c_b_fill) or turns
    input  wire        c_b_fill,
    input  wire        c_tb,             // the S-box tap on b_q (round 2), else a_q
    input  wire [1:0]  c_row,            // the row of the output column
    input  wire [7:0]  c_tk,             // round 1's key byte for this round-2 tap (or 0)
    input  wire        c_m_sh,           // m_q shifts the RAM data in (BIG.MixColumns)
    // the fold accumulator
    input  wire        c_acc_clr,
    input  wire        c_acc_en,
    input  wire        c_acc_first,
    output wire [31:0] digest_word       // the RAM data, first byte in the MSBs
);
    // four bytes times 2 in GF(2^8)
    function [31:0] xt4(input [31:0] x);
        integer i;
        begin
            for (i = 0; i < 4; i = i + 1)
                xt4[8*i +: 8] = {x[8*i +: 7], 1'b0} ^ (x[8*i+7] ? 8'h1b : 8'h00);
        end
    endfunction
    function [31:0] bswap(input [31:0] x);
        bswap = {x[7:0], x[15:8], x[23:16], x[31:24]};
    endfunction

    // ------------------------------------------------------------------ RAM
    reg         we_q;
    reg  [6:0]  wa_q;
    reg  [31:0] wd_q;
    wire [31:0] rd;
    lw_ram_sdp #(.DEPTH(80), .DW(32), .STYLE(MEM), .NO_RW_CHECK(1)) u_ram (
        .clk(clk), .we(we_q), .waddr(wa_q), .wdata(wd_q),
        .re(c_re), .raddr(c_raddr), .rdata(rd)
    );
    assign digest_word = bswap(rd);

    // ------------------------------------------------------------------ AES, a byte a cycle
    reg  [127:0] a_q, b_q, m_q;
    reg  [23:0]  h_q;            // rows 0..2 of the column (S-box outputs)
    reg  [31:0]  acc_q;          // fold accumulator
    // ShiftRows taps: row r of an output column is byte r of slice pos r of a_q
    // (round 1: a_q turns after row 3); of b_q (round 2) byte 0 of pos1, byte 1 of
    // pos1, byte 2 of pos2, byte 3 of pos3 (b_q turns after row 0: its last column
    // of round 1 comes in after round 2's first look-up).
    wire [7:0]  ta  = a_q[40*c_row +: 8];
    wire [7:0]  tb  = (c_row == 2'd0) ? b_q[39:32] : b_q[40*c_row +: 8];
    wire [7:0]  sx  = (c_tb ? tb : ta) ^ c_tk;
    wire [7:0]  sb;
    echo256_sbox1 #(.SBOX(SBOX)) u_sbox (.clk(clk), .x(sx), .y(sb));
    // the column: rows 0..2 from the cycles before (h_q), row 3 now
    wire [31:0] s   = {sb, h_q};
    wire [31:0] s1  = {s[7:0], s[31:8]};
    wire [31:0] s2  = {s[15:0], s[31:16]};
    wire [31:0] s3  = {s[23:0], s[31:24]};
    wire [31:0] col = xt4(s ^ s1) ^ s1 ^ s2 ^ s3;

    // BIG.MixColumns, row r of a group: 2 in_r + 3 in_r+1 + in_r+2 + in_r+3 with
    // in_r .. in_r+3 in m_q, in_r at pos0
    wire [31:0] bmc = xt4(m_q[31:0] ^ m_q[63:32]) ^ m_q[63:32] ^ m_q[95:64] ^ m_q[127:96];

    reg  [31:0] wsel_v;
    always @(*) begin
        case (c_wsel)
            2'd0:    wsel_v = col;
            2'd1:    wsel_v = bmc;
            2'd2:    wsel_v = bswap(in_data);
            default: wsel_v = acc_q | {23'd0, c_iv0, 8'd0};
        endcase
    end

    always @(posedge clk) begin
        if (rst) we_q <= 1'b0;
        else     we_q <= c_we;
        wa_q <= c_waddr;
        wd_q <= wsel_v;
        h_q  <= {sb, h_q[23:8]};
        if (c_a_ld | c_a_rot) a_q <= {c_a_rot ? a_q[31:0] : rd, a_q[127:32]};
        if (c_b_sh)           b_q <= {c_b_fill ? col : b_q[31:0], b_q[127:32]};
        if (c_m_sh)           m_q <= {rd, m_q[127:32]};
        if (c_acc_clr)        acc_q <= 32'd0;
        else if (c_acc_en)    acc_q <= (c_acc_first ? 32'd0 : acc_q) ^ rd;
    end
endmodule

// The S-box in a hierarchy of its own: mapped together with the tap multiplexer in
// front of it, ABC merges the multiplexer into the 8-input table functions (Yosys
// synth_ecp5, two lanes: 430 LUT4 against 322 apart).
/* verilator lint_off DECLFILENAME */
(* keep_hierarchy *)
module echo256_sbox1 #(
    parameter SBOX = "logic"
) (
    input  wire       clk,
    input  wire [7:0] x,
    output wire [7:0] y
);
    lw_aes_sbox #(.IMPL(SBOX), .LANES(1)) u_sbox (.clk(clk), .en(1'b1), .x(x), .y(y));
endmodule
/* verilator lint_on DECLFILENAME */
`default_nettype wire
