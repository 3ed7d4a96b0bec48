// lane_fast_core: throughput-oriented LANE-224/256/384/512 on the lwhash interface
// (docs/interface.md, docs/shell.md), after seed 001's P-unit architectures.
//
// NP units, each one AES-like round of the whole chaining-value-sized state per pass
// in a two-stage ring that carries two permutations at once; the six P and two Q
// permutations of a block run as waves of two (rtl/lane_fast/README.md).  NC = 8
// (LANE-224/256: 512-bit blocks) or 16 (384/512: 1,024-bit blocks); DBITS the digest;
// IMPL/NBRAM where the S-boxes live, KMEM where the round constants live.
`default_nettype none
module lane_fast_core #(
    parameter integer W     = 16,
    parameter integer NC    = 8,
    parameter integer NP    = 1,
    parameter integer DBITS = 256,
    parameter         IMPL  = "bram",
    parameter integer NBRAM = 32,
    parameter         KMEM  = "logic"
) (
    input  wire         clk,
    input  wire         rst,
    input  wire [W-1:0] din,
    input  wire         src_ready,
    output wire         src_read,
    output wire [W-1:0] dout,
    input  wire         dst_ready,
    output wire         dst_write,
    output wire         err          // a malformed header was read: stopped until reset
);
    // digest words: 64 bits at W = 64 (a 224-bit digest: four words, the last one's low
    // half zero), 32 bits below
    localparam integer OW   = (W == 64) ? 64 : 32;
    localparam integer NOUT = (DBITS + OW - 1) / OW;
    localparam integer N    = 32 * NC;
    localparam integer LB   = (NC == 8) ? 9 : 10;      // log2 of the block bits
    localparam integer IB   = (NC == 8) ? 3 : 4;       // 64-bit words a block: 8 or 16
    localparam integer RP   = (NC == 8) ? 6 : 8;       // rounds of P and of Q
    localparam integer RQ   = (NC == 8) ? 3 : 4;

    wire [63:0]   in_data;
    wire [OW-1:0] out_data;
    wire [31:0]   in_bp;
    wire          in_valid, in_take, in_blk_last, in_last, in_final, out_valid, out_take;
    wire [IB-1:0] unused_idx;
    wire          unused_first, unused_first_blk;

    wire          c_shift, c_mload, c_xw, c_xk, c_yw, c_yk, c_yu, c_hw, c_hy, c_hiv, c_hsh, c_olast;
    wire [6*NP-1:0] c_kaddr;
    wire [NP-1:0]   c_ry, c_oy, c_sx, c_sy, c_wb;
    wire [3*NP-1:0] c_wsel;
    wire [31:0]     c_t0, c_t1;

    lw_shell #(.W(W), .DW(64), .OW(OW), .BLOCK_BITS(2 * N)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(in_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    wire unused_bp = &{1'b0, in_bp[31:LB]};

    lane_fast_control #(.NP(NP), .RP(RP), .RQ(RQ), .LB(LB), .NOUT(NOUT)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_blk_last(in_blk_last), .in_last(in_last),
        .in_final(in_final), .in_bp_lo(in_bp[LB-1:0]), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_shift(c_shift), .c_mload(c_mload), .c_kaddr(c_kaddr), .c_ry(c_ry), .c_oy(c_oy),
        .c_sx(c_sx), .c_sy(c_sy), .c_wsel(c_wsel), .c_wb(c_wb), .c_t0(c_t0), .c_t1(c_t1),
        .c_xw(c_xw), .c_xk(c_xk), .c_yw(c_yw), .c_yk(c_yk), .c_yu(c_yu),
        .c_hw(c_hw), .c_hy(c_hy), .c_hiv(c_hiv), .c_hsh(c_hsh), .c_olast(c_olast)
    );

    lane_fast_datapath #(.NC(NC), .NP(NP), .DBITS(DBITS), .IMPL(IMPL), .NBRAM(NBRAM),
                         .KMEM(KMEM), .OW(OW)) u_dp (
        .clk(clk), .in_data(in_data), .c_shift(c_shift), .c_mload(c_mload),
        .c_kaddr(c_kaddr), .c_ry(c_ry), .c_oy(c_oy), .c_sx(c_sx), .c_sy(c_sy),
        .c_wsel(c_wsel), .c_wb(c_wb), .c_t0(c_t0), .c_t1(c_t1),
        .c_xw(c_xw), .c_xk(c_xk), .c_yw(c_yw), .c_yk(c_yk), .c_yu(c_yu),
        .c_hw(c_hw), .c_hy(c_hy), .c_hiv(c_hiv), .c_hsh(c_hsh), .c_olast(c_olast),
        .dig(out_data)
    );
endmodule
`default_nettype wire
