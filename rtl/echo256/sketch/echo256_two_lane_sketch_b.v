// echo256 two-lane sketch B: an AREA MEASUREMENT ONLY (issue 61), not a core, never
// simulated: today's one-lane datapath (echo256_datapath.v at 1f488ae) with two S-box
// look-ups a cycle: a_q and b_q still turn, so each lane's tap is a 2:1 choice (rows
// 0/2, rows 1/3) of a_q or b_q, round 1's key goes into both lanes' bytes, and the
// column is T0[a] ^ T1[b] then T2[a] ^ T3[b] (h_q goes).  MEM: the state RAM
// ("bram": the DP16KD, "logic": LUT RAM); SBOX: lw_aes_sbox IMPL of the two lanes
// ("table": LUTs, "bram": the DP16KD), flattened into the datapath (kept apart:
// 718 / 721 / 1,063 LUT sites, not less).  Measured
// with lwhash.flow.synth.synthesize_module (top echo256_dp2, this file and
// rtl/common/lw_aes_sbox.v, lw_rom2.v, lw_ram_sdp.v; the command is in the header of
// echo256_two_lane_sketch.v at commit 12e042e); removed again in the next commit.
`default_nettype none
// keep_hierarchy: mapped together with the controller, ABC merges the decode of its
// state into the S-box and MixColumns cones (the former four-lane core grew by half).
(* keep_hierarchy *)
module echo256_dp2 #(
    parameter MEM  = "logic",            // state RAM: "bram" block RAM, "logic" LUT RAM
    parameter SBOX = "table"
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
    input  wire        c_ph,             // rows 0,1 (0) or 2,3 (1)
    input  wire        c_acc_ld,
    input  wire [15:0] c_tk,
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
    reg  [31:0]  acc_q, cacc_q;
    // lane 0: row 0 (byte 0 of pos0) or row 2 (byte 2 of pos2); lane 1: row 1 of pos1 or row 3 of pos3
    wire [127:0] tw  = c_tb ? b_q : a_q;
    wire [7:0]  x0  = (c_ph ? tw[80 +: 8] : tw[0 +: 8]) ^ c_tk[7:0];
    wire [7:0]  x1  = (c_ph ? tw[120 +: 8] : tw[40 +: 8]) ^ c_tk[15:8];
    wire [15:0] sq;
    lw_aes_sbox #(.IMPL(SBOX), .LANES(2)) u_sbox (.clk(clk), .en(1'b1), .x({x1, x0}), .y(sq));
    reg [7:0] sa, sb;
    always @(posedge clk) begin sa <= sq[7:0]; sb <= sq[15:8]; end
    function [7:0] xt(input [7:0] v); xt = {v[6:0], 1'b0} ^ (v[7] ? 8'h1B : 8'h00); endfunction
    wire [7:0]  ta = xt(sa), tb = xt(sb);
    wire [31:0] g   = {ta ^ sa ^ sb, sa ^ sb, sa ^ tb, ta ^ tb ^ sb};
    wire [31:0] col = cacc_q ^ {g[15:0], g[31:16]};
    always @(posedge clk) if (c_acc_ld) cacc_q <= g;

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
        if (c_a_ld | c_a_rot) a_q <= {c_a_rot ? a_q[31:0] : rd, a_q[127:32]};
        if (c_b_sh)           b_q <= {c_b_fill ? col : b_q[31:0], b_q[127:32]};
        if (c_m_sh)           m_q <= {rd, m_q[127:32]};
        if (c_acc_clr)        acc_q <= 32'd0;
        else if (c_acc_en)    acc_q <= (c_acc_first ? 32'd0 : acc_q) ^ rd;
    end
endmodule


`default_nettype wire
