`default_nettype none
// echo256 two-lane sketch: an AREA MEASUREMENT ONLY (issue 61), not a core and not
// functional: no controller (the control signals are ports), never simulated.  Two AES
// S-box look-ups a cycle (half an AES column a cycle, as shavite3_256's datapath), the
// 80 x 32 ECHO state in LUT RAM, BIG.MixColumns from a rotating four-slice register.
// SBOX = "bram": the S-boxes in the DP16KD (both ports), "table": two LUT tables;
// STATE = "logic": the state in LUT RAM, "bram": in the DP16KD.
// Measured (README: "What meeting the seed takes") with, from the repository root:
//   python -c 'import sys,tempfile; from pathlib import Path as P; from lwhash.flow.synth
//   import synthesize_module as s; from lwhash.targets import TARGETS as T;
//   print(s([P(f) for f in sys.argv[1:]], "echo256_two_lane_sketch", {"SBOX": "bram",
//   "STATE": "logic"}, T["ecp5"], P(tempfile.mkdtemp()))[0])' <this file>
//   rtl/common/lw_aes_sbox.v rtl/common/lw_rom2.v rtl/common/lw_ram_sdp.v
// It is removed again in the next commit (a measurement, not a core of the family).
module echo256_two_lane_sketch #(parameter SBOX = "bram", parameter STATE = "logic",
                                 parameter DEPTH = 80, parameter AW = 7) (
    input  wire clk, input wire rst,
    input  wire [31:0] in_data,
    input  wire c_xld, c_nph, input wire [1:0] c_ncol,
    input  wire c_acc_ld, c_key, input wire [32:0] key,
    input  wire c_ysh, c_yrd,
    input  wire c_msh, c_mrot,
    input  wire c_re, input wire [AW-1:0] c_raddr,
    input  wire c_we, input wire [AW-1:0] c_waddr, input wire [1:0] c_wsel,
    input  wire c_f_en, c_f_first,
    output wire [31:0] digest_word
);
    reg [31:0] x_q [0:3];
    reg [31:0] y_q [0:3];
    reg [31:0] m_q [0:3];
    reg [31:0] acc_q, f_q;
    wire [1:0] n1 = c_ncol + 2'd1, n2 = c_ncol + 2'd2, n3 = c_ncol + 2'd3;
    wire [7:0] nxt_a = c_xld ? y_q[0][7:0]   : (c_nph ? x_q[n2][23:16] : x_q[c_ncol][7:0]);
    wire [7:0] nxt_b = c_xld ? y_q[1][15:8]  : (c_nph ? x_q[n3][31:24] : x_q[n1][15:8]);
    reg  [15:0] adr_q;
    always @(posedge clk) adr_q <= {nxt_b, nxt_a};
    reg  [15:0] q;
    generate
        if (SBOX == "bram") begin : g_bram
            wire [15:0] qr;
            lw_aes_sbox #(.IMPL("bram"), .LANES(2)) u_sbox (.clk(clk), .en(1'b1), .x(adr_q), .y(qr));
            always @(*) q = qr;
        end else begin : g_logic
            wire [15:0] qc;
            lw_aes_sbox #(.IMPL("table"), .LANES(2)) u_sbox (.clk(clk), .en(1'b1), .x(adr_q), .y(qc));
            always @(posedge clk) q <= qc;
        end
    endgenerate
    reg [7:0] sa, sb;
    always @(posedge clk) begin sa <= q[7:0]; sb <= q[15:8]; end
    function [7:0] xt(input [7:0] v); xt = {v[6:0], 1'b0} ^ (v[7] ? 8'h1B : 8'h00); endfunction
    function [31:0] xt4(input [31:0] x);
        integer i;
        begin for (i = 0; i < 4; i = i + 1) xt4[8*i +: 8] = xt(x[8*i +: 8]); end
    endfunction
    wire [7:0]  ta = xt(sa), tb = xt(sb);
    // little-endian bytes: row r at bits 8r
    wire [31:0] g   = {ta ^ sa ^ sb, sa ^ sb, sa ^ tb, ta ^ tb ^ sb};
    wire [31:0] col = acc_q ^ {g[15:0], g[31:16]} ^ (c_key ? key[31:0] : 32'd0);
    wire [31:0] rd;
    wire [31:0] m0 = m_q[0], m1 = m_q[1], m2 = m_q[2], m3 = m_q[3];
    wire [31:0] bmc = xt4(m0 ^ m1) ^ m1 ^ m2 ^ m3;
    reg  [31:0] wd;
    always @(*) case (c_wsel)
        2'd0: wd = col; 2'd1: wd = bmc;
        2'd2: wd = {in_data[7:0], in_data[15:8], in_data[23:16], in_data[31:24]};
        default: wd = f_q;
    endcase
    reg we_q; reg [AW-1:0] wa_q; reg [31:0] wd_q;
    lw_ram_sdp #(.DEPTH(DEPTH), .DW(32), .STYLE(STATE), .NO_RW_CHECK(1)) u_ram (
        .clk(clk), .we(we_q), .waddr(wa_q), .wdata(wd_q), .re(c_re), .raddr(c_raddr), .rdata(rd));
    assign digest_word = {rd[7:0], rd[15:8], rd[23:16], rd[31:24]};
    always @(posedge clk) begin
        we_q <= rst ? 1'b0 : c_we; wa_q <= c_waddr; wd_q <= wd;
        if (c_acc_ld) acc_q <= g;                   // rows 0, 1 of the column (T0[a] ^ T1[b])
        if (c_xld) begin x_q[0] <= y_q[0]; x_q[1] <= y_q[1]; x_q[2] <= y_q[2]; x_q[3] <= y_q[3]; end
        if (c_ysh) begin y_q[3] <= c_yrd ? rd : col; y_q[2] <= y_q[3]; y_q[1] <= y_q[2]; y_q[0] <= y_q[1]; end
        if (c_msh) begin m_q[3] <= c_mrot ? m_q[0] : rd; m_q[2] <= m_q[3]; m_q[1] <= m_q[2]; m_q[0] <= m_q[1]; end
        if (c_f_en) f_q <= (c_f_first ? 32'd0 : f_q) ^ rd;
    end
endmodule
