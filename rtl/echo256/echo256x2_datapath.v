// echo256x2_datapath: the ECHO-256 datapath (two AES S-box look-ups a cycle).
//
// The state W in a 64 x 32 distributed RAM (1 read port, 1 write port, registered
// read): slice j of physical word p at 4p + j (a slice is one 32-bit AES column, bytes
// little-endian: byte 4j + r at bits 8r).  MEM says where the S-box table and the fold
// F (the XOR of the block's four input words of each row, sixteen slices) sit:
//   "logic": the two S-box lanes in LUTs (lw_aes_sbox "logic"), F in a 512-bit shift
//            register (F[s] at pos0 in turn, updated in F's order);
//   "bram":  the S-box table in the block RAM, read on both ports (lw_aes_sbox "bram":
//            one look-up a port a cycle); F's low 24 bits a shift register as above,
//            its high byte in a 16 x 8 distributed RAM at the entry of the update
//            (the state read's slice address), its newest byte in ftop_q.  On iCE40,
//            without distributed RAM (LW_NO_LUTRAM), both RAMs go to block RAM.
// Registers (pos0 = bits 31..0 leaves first):
//   a_q  round 1's input: seven slices (0, 1, 2, 3, 0, 1, 2 of the word) shifted in
//        from the RAM, a plain shift register;
//   b_q  round 1's output (the AES columns shift in), then turned for round 2;
//   m_q  a plain shift register for BIG.MixColumns, which runs beside BIG.SubWords: the
//        slices in_0..in_3 of a column group are read as in_0, in_1, in_2, in_3, in_0,
//        in_1, in_2, so its four slices show the four rotations in turn.
// AES ShiftRows is a fixed tap (the controller says which register and which half of
// the column); two S-box look-ups a cycle (registered), h_q keeps rows 0, 1 and one
// 32-bit AES MixColumns gives a column every two cycles.  Round 1's key (the counter)
// is XORed into the bytes of round 2's input as they enter the S-boxes (c_tk).
// BIG.MixColumns row r of a group is 2 in_r + 3 in_r+1 + in_r+2 + in_r+3 from m_q.
// The RAM write port is registered (we_q, wa_q, wd_q): every write lands one cycle
// after the controller asks for it.
`default_nettype none
// keep_hierarchy: mapped together with the controller, ABC merges the decode of its
// state into the S-box and MixColumns cones (the former four-lane core grew by half).
(* keep_hierarchy *)
module echo256x2_datapath #(
    parameter MEM  = "logic"             // "logic": S-boxes in LUTs, F in flip-flops;
                                         // "bram": S-boxes in the block RAM, F in LUT RAM
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
    input  wire        c_f_sh,           // F[s] = (F[s], or 0 if c_f_first) ^ rd (F turns / is written)
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
`ifdef LW_NO_LUTRAM
    localparam RAMS = (MEM == "bram") ? "bram" : "logic";   // iCE40: no LUT RAM
`else
    localparam RAMS = "logic";
`endif
    localparam SBOX = (MEM == "bram") ? "bram" : "logic";
    // F's bits in LUT RAM (the rest in flip-flops): "bram" trades 384 flip-flops for
    // 2 TRELLIS_DPR16X4 (12 LUT sites), balancing its LUT sites and flip-flops
    localparam integer FR = (MEM == "bram") ? 8 : 0;
    localparam integer FL = 32 - FR;
    lw_ram_sdp #(.DEPTH(64), .DW(32), .STYLE(RAMS), .NO_RW_CHECK(1)) u_ram (
        .clk(clk), .we(we_q), .waddr(wa_q), .wdata(wd_q),
        .re(c_re), .raddr(c_raddr), .rdata(rd)
    );
    assign digest_word = bswap(rd);

    // ------------------------------------------------------------------ AES, two bytes a cycle
    reg  [223:0] a_q;            // slices 0, 1, 2, 3, 0, 1, 2 of round 1's input word
    reg  [127:0] b_q, m_q;
    reg  [15:0]  h_q;            // the S-box outputs of the cycle before
    wire [31:0]  f_top;          // F's newest slice (the fold's V' slice, or 0: the IV)
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

    // b_q turns for round 2, but its byte 0 is tapped only at pos1 in ph 0 (columns
    // 1, 2, 3 at t = 10, 12, 14, never a turned slice): "bram" leaves byte 0 out of the
    // turn (8 LUTs); "logic" turns it (kept as benched, though it is never tapped)
    wire [7:0]  b_turn0 = (MEM == "bram") ? col[7:0] : b_q[7:0];

    reg  [31:0] wsel_v;
    always @(*) begin
        case (c_wsel)
            2'd0:    wsel_v = col;
            2'd1:    wsel_v = bmc;
            2'd2:    wsel_v = bswap(in_data);
            default: wsel_v = f_top | {23'd0, c_iv0, 8'd0};
        endcase
    end

    always @(posedge clk) begin
        if (rst) we_q <= 1'b0;
        else     we_q <= c_we;
        wa_q <= c_waddr;
        wd_q <= wsel_v;
        h_q  <= sy;
        if (c_a_sh)           a_q <= {rd, a_q[223:32]};
        if (c_b_sh)           b_q <= {c_b_fill ? col : {b_q[31:8], b_turn0}, b_q[127:32]};
        if (c_m_sh)           m_q <= {rd, m_q[127:32]};
    end

    // ------------------------------------------------------------------ F
    // F[s] = (F[s], or 0 in the first group) ^ rd at each update (c_f_sh), s in F's
    // order: round 1 reads slice j of row r's words for F[4r + j] (r = i mod 4), FOLD reads
    // W(c, s) for F[s], so the k-th update of a block touches F[k mod 16] and a block
    // updates F 128 times.  Its low FL bits are a shift register turned a slice an
    // update (F[s] at pos0 in turn); its high FR bits, in MEM = "bram", a 16 x FR LUT
    // RAM read at the state read's slice address (c_raddr[3:0] = {r, j} or s: the entry
    // the update a cycle later takes) and written back a cycle later.  f_top is F's
    // newest slice (the fold's V' slice, or 0 after c_f_clr: the IV).
    wire [31:0] f_new;
    generate
        if (FL > 0) begin : g_fff
            reg  [16*FL-1:0] f_q;
            assign f_new[FL-1:0] = (c_f_first ? {FL{1'b0}} : f_q[FL-1:0]) ^ rd[FL-1:0];
            always @(posedge clk) begin
                if (rst | c_f_clr)    f_q <= {16*FL{1'b0}};
                else if (c_f_sh)      f_q <= {f_new[FL-1:0], f_q[16*FL-1:FL]};
            end
            assign f_top[FL-1:0] = f_q[16*FL-1 -: FL];
        end
        if (FR > 0) begin : g_fram
            reg  [3:0]    fwa_q;
            reg  [FR-1:0] ftop_q;
            wire [FR-1:0] frd;
            assign f_new[31:FL] = (c_f_first ? {FR{1'b0}} : frd) ^ rd[31:FL];
            lw_ram_sdp #(.DEPTH(16), .DW(FR), .STYLE(RAMS), .NO_RW_CHECK(1)) u_f (
                .clk(clk), .we(c_f_sh), .waddr(fwa_q), .wdata(f_new[31:FL]),
                .re(1'b1), .raddr(c_raddr[3:0]), .rdata(frd)
            );
            always @(posedge clk) begin
                fwa_q <= c_raddr[3:0];
                if (rst | c_f_clr)    ftop_q <= {FR{1'b0}};
                else if (c_f_sh)      ftop_q <= f_new[31:FL];
            end
            assign f_top[31:FL] = ftop_q;
        end
    endgenerate
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
