// echo256x2_datapath: the ECHO-256 datapath (two AES S-box look-ups a cycle).
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
module echo256x2_datapath #(
    parameter MEM  = "logic",            // state RAM: "bram" block RAM, "logic" LUT RAM
    parameter SBOX = "logic"             // lw_aes_sbox IMPL (registered): "logic" or "bram"
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [31:0] in_data,          // message word, first byte in the MSBs
    // RAM
    input  wire        c_re,
    input  wire [5:0]  c_raddr,
    input  wire        c_we,
    input  wire [5:0]  c_waddr,
    input  wire [1:0]  c_wsel,           // 0 AES column, 1 BIG.MixColumns, 2 message, 3 acc
    input  wire        c_iv0,            // with c_wsel = 3 and acc_q = 0: the IV slice 0
    // the AES word registers
    input  wire        c_a_sh,           // a_q shifts the RAM data in at the top
    input  wire        c_b_sh,           // b_q shifts: the AES column (c_b_fill) or turns
    input  wire        c_b_fill,
    input  wire        c_tb,             // the S-box taps on b_q (round 2), else a_q
    input  wire        c_ph,             // rows 0, 1 (0) or rows 2, 3 (1) of the column
    input  wire [15:0] c_tk,             // round 1's key bytes for these round-2 taps (or 0)
    input  wire        c_m_sh,           // m_q shifts the RAM data in (BIG.MixColumns)
    // F and the fold accumulator
    input  wire        c_f_sh,           // F turns: F[s] (pos0, or 0 if c_f_first) ^ rd in at the top
    input  wire        c_f_first,
    input  wire        c_f_clr,          // F cleared (after the fold: the IV is written from F's top)
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
    reg  [5:0]  wa_q;
    reg  [31:0] wd_q;
    wire [31:0] rd;
    lw_ram_sdp #(.DEPTH(64), .DW(32), .STYLE(MEM), .NO_RW_CHECK(1)) u_ram (
        .clk(clk), .we(we_q), .waddr(wa_q), .wdata(wd_q),
        .re(c_re), .raddr(c_raddr), .rdata(rd)
    );
    assign digest_word = bswap(rd);

    // ------------------------------------------------------------------ AES, two bytes a cycle
    reg  [223:0] a_q;            // slices 0, 1, 2, 3, 0, 1, 2 of round 1's input word
    reg  [127:0] b_q, m_q;
    reg  [15:0]  h_q;            // the S-box outputs of the cycle before
    reg  [511:0] f_q;            // F, the fold of the block's input words: 16 slices,
                                 // turned one slice at each update (F[s] at pos0 in turn)
    // ShiftRows taps, half a column a cycle: ph 0 rows 0 (lane 0) and 1 (lane 1), ph 1
    // rows 2 and 3.  a_q (round 1) turns after ph 1: row r is byte r of slice pos r.
    // b_q (round 2) turns after ph 0 and is a slice behind in ph 0 (its last column of
    // round 1 comes in after round 2's first look-ups): rows 0, 1 are byte 0 of pos1
    // and byte 1 of pos2.  In ph 1 both registers are tapped alike.
    wire [7:0]  t0  = c_ph ? (c_tb ? b_q[87:80] : a_q[87:80]) : (c_tb ? b_q[39:32] : a_q[7:0]);
    wire [7:0]  t1  = c_ph ? (c_tb ? b_q[127:120] : a_q[127:120]) : (c_tb ? b_q[79:72] : a_q[47:40]);
    wire [15:0] sx  = {t1, t0} ^ c_tk;
    wire        unused_a = &{1'b0, a_q[31:8]};   // bytes below their tap leave unused
    wire [15:0] sy;
    echo256x2_sbox2 #(.SBOX(SBOX)) u_sbox (.clk(clk), .x(sx), .y(sy));
    // AES MixColumns of the column: rows 0, 1 from the cycle before (h_q), rows 2, 3 now
    wire [31:0] s   = {sy, h_q};
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
            default: wsel_v = f_q[511:480] | {23'd0, c_iv0, 8'd0};
        endcase
    end

    always @(posedge clk) begin
        if (rst) we_q <= 1'b0;
        else     we_q <= c_we;
        wa_q <= c_waddr;
        wd_q <= wsel_v;
        h_q  <= sy;
        if (c_a_sh)           a_q <= {rd, a_q[223:32]};
        if (c_b_sh)           b_q <= {c_b_fill ? col : b_q[31:0], b_q[127:32]};
        if (c_m_sh)           m_q <= {rd, m_q[127:32]};
        if (rst | c_f_clr)    f_q  <= 512'd0;
        else if (c_f_sh)      f_q  <= {(c_f_first ? 32'd0 : f_q[31:0]) ^ rd, f_q[511:32]};
    end
endmodule

// The S-box in a hierarchy of its own: mapped together with the tap multiplexer in
// front of it, ABC merges the multiplexer into the 8-input table functions (Yosys
// synth_ecp5, two lanes: 430 LUT4 against 322 apart).
/* verilator lint_off DECLFILENAME */
(* keep_hierarchy *)
module echo256x2_sbox2 #(
    parameter SBOX = "logic"
) (
    input  wire        clk,
    input  wire [15:0] x,
    output wire [15:0] y
);
    lw_aes_sbox #(.IMPL(SBOX), .LANES(2)) u_sbox (.clk(clk), .en(1'b1), .x(x), .y(y));
endmodule
/* verilator lint_on DECLFILENAME */
`default_nettype wire
