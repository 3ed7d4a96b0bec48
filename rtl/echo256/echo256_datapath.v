// echo256_datapath: the 32-bit ECHO-256 datapath.
//
// One state RAM of 80 x 32 bits (1 read port, 1 write port, registered read):
//   0..63   the state W, slice j of physical word p at 4p + j (a slice is one
//           32-bit AES column, bytes little-endian: byte 4j + r at bits 8r)
//   64..79  F, the fold of the block's input words (V ^ M words), slice s at 64 + s
// Two 128-bit registers hold one 128-bit word for the AES rounds:
//   a_q  round 1's input (loaded from the RAM slice by slice), also the BIG.MixColumns
//        buffer (four slices of a column group);
//   b_q  round 1's output = round 2's input.
// Both turn by one slice a cycle while a round runs, so the ShiftRows taps are fixed:
// row r's S-box input is byte r of slice r (of a_q or b_q), into the shared
// lw_aes_sbox (four lanes, output registered: one cycle of latency, the place of the
// former S-box input register).  Four S-boxes and one 32-bit MixColumns give one AES
// column a cycle.  BIG.MixColumns streams: a column group's
// four slices shift through a_q while the next group's come in; row r is
// xtime(in_r ^ in_r+1) ^ in_r ^ T with T the XOR of the four (t_q) and in_0 kept in
// s0_q for the last row: one 32-bit output row a cycle.
// The RAM write port is registered (we_q, wa_q, wd_q): every write lands one cycle
// after the controller asks for it.
`default_nettype none
// keep_hierarchy: mapped together with the controller, ABC merges the decode of
// its state into the S-box and MixColumns cones and the core grows by half
// (3,228 LUT4 flat against 1,732 apart, Yosys synth_ecp5, bram, W = 16).
(* keep_hierarchy *)
module echo256_datapath #(
    parameter MEM  = "logic",            // "bram": the RAM is a block RAM; "logic": LUT RAM
    parameter SBOX = "logic"             // lw_aes_sbox IMPL, registered: "logic" (the bram
                                         // core's one DP16KD is the state RAM) or "bram"
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [31:0] in_data,          // message word, first byte in the MSBs
    // RAM
    input  wire        c_re,
    input  wire [6:0]  c_raddr,
    input  wire        c_we,
    input  wire [6:0]  c_waddr,
    input  wire [1:0]  c_wsel,           // 0 AES round 2, 1 BIG.MixColumns, 2 load value, 3 fold
    // load value = (c_usem ? m : 0) ^ (c_usewd ? wd_q : 0) ^ (c_iv ? IV slice : c_userd ? RAM data : 0)
    input  wire        c_usem,
    input  wire        c_usewd,          // wd_q: the message word written the cycle before
    input  wire        c_userd,
    input  wire        c_iv,
    input  wire        c_iv0,            // the IV slice is slice 0 of its word (256 = 0x100)
    // the AES word registers
    input  wire        c_a_ld,           // a_q takes the RAM data in at the top
    input  wire        c_a_rot,          // a_q turns by one slice
    input  wire        c_b_ld,           // b_q takes the round output in at the top
    input  wire        c_b_rot,          // b_q turns by one slice
    input  wire        c_r2,             // the S-box inputs come from b_q (round 2), else a_q
    input  wire        c_k0,             // round key: counter bits 31..0 into this column
    input  wire        c_k1,             // round key: counter bit 32 into this column
    // the counter (the first round key of every word)
    input  wire        c_ctr_ld,
    input  wire [32:0] c_ctr_val,
    input  wire        c_ctr_inc,
    // the fold accumulator and BIG.MixColumns
    input  wire        c_acc_en,
    input  wire        c_acc_first,
    input  wire        c_t_ld,           // t_q = acc_q ^ RAM data (a group's last slice)
    input  wire        c_s0_ld,          // s0_q = a_q[31:0] (a group's first slice)
    input  wire        c_mc_last,        // the last row of a group (in_r+1 = s0_q)
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
    // 2p + 3q + r + s, byte by byte: one row of the AES MixColumns matrix
    function [31:0] mix(input [31:0] p, input [31:0] q, input [31:0] r, input [31:0] s);
        mix = xt4(p ^ q) ^ q ^ r ^ s;
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

    // ------------------------------------------------------------------ AES column
    reg  [127:0] a_q, b_q;
    reg  [32:0]  ctr_q;
    reg  [31:0]  acc_q;          // fold accumulator; in MC the running XOR of a group
    reg  [31:0]  t_q;            // MC: in0 ^ in1 ^ in2 ^ in3 of the group being mixed
    reg  [31:0]  s0_q;           // MC: in0 of the group being mixed
    wire [31:0]  sx, sb;
    // byte r of slice r of the round's input: ShiftRows is the fixed tap
    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : g_tap
            assign sx[8*g +: 8] = c_r2 ? b_q[40*g +: 8] : a_q[40*g +: 8];
        end
    endgenerate
    // four registered S-box look-ups a cycle (one cycle of latency)
    lw_aes_sbox #(.IMPL(SBOX), .LANES(4)) u_sbox (.clk(clk), .en(1'b1), .x(sx), .y(sb));
    wire [31:0] sb1 = {sb[7:0], sb[31:8]};
    wire [31:0] sb2 = {sb[15:0], sb[31:16]};
    wire [31:0] sb3 = {sb[23:0], sb[31:24]};
    wire [31:0] key = (c_k0 ? ctr_q[31:0] : 32'd0) | {31'd0, c_k1 & ctr_q[32]};
    wire [31:0] col = mix(sb, sb1, sb2, sb3) ^ key;

    // BIG.MixColumns, row r of a group: 2 in_r + 3 in_r+1 + in_r+2 + in_r+3
    // = xtime(in_r ^ in_r+1) ^ in_r ^ T, with in_r in a_q[31:0] (a_q shifts on) and
    // in_r+1 in a_q[63:32], or in s0_q for the last row
    wire [31:0] bx  = c_mc_last ? s0_q : a_q[63:32];
    wire [31:0] bmc = xt4(a_q[31:0] ^ bx) ^ a_q[31:0] ^ t_q;

    // the load value
    wire [31:0] m    = bswap(in_data);
    wire [31:0] ivs  = {23'd0, c_iv0, 8'd0};
    wire [31:0] ldv  = (c_usem ? m : 32'd0) ^ (c_usewd ? wd_q : 32'd0) ^ (c_iv ? ivs : 32'd0);
    // the RAM data (V or F) joins the load value in the last XOR before wd_q: the block
    // RAM's read is slow (clk-to-q about 6 ns on ECP5), so it passes one LUT only
    wire        rdx  = c_userd & ~c_iv;
    reg  [31:0] wsel_v;
    always @(*) begin
        case (c_wsel)
            2'd0:    wsel_v = col;
            2'd1:    wsel_v = bmc;
            2'd2:    wsel_v = ldv;
            default: wsel_v = acc_q;
        endcase
    end

    always @(posedge clk) begin
        if (rst) we_q <= 1'b0;
        else     we_q <= c_we;
        wa_q <= c_waddr;
        wd_q <= wsel_v ^ (rdx ? rd : 32'd0);
        if (c_a_ld)       a_q <= {rd, a_q[127:32]};
        else if (c_a_rot) a_q <= {a_q[31:0], a_q[127:32]};
        if (c_b_ld)       b_q <= {col, b_q[127:32]};
        else if (c_b_rot) b_q <= {b_q[31:0], b_q[127:32]};
        if (c_ctr_ld)       ctr_q <= c_ctr_val;
        else if (c_ctr_inc) ctr_q <= ctr_q + 33'd1;
        if (c_acc_en) acc_q <= (c_acc_first ? 32'd0 : acc_q) ^ rd;
        if (c_t_ld)   t_q   <= acc_q ^ rd;
        if (c_s0_ld)  s0_q  <= a_q[31:0];
    end
endmodule
`default_nettype wire
