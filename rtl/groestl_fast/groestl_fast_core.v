// groestl_fast_core: throughput-oriented Grøstl (every digest size) on the lwhash
// interface (docs/interface.md), after seed 001's P/Q-interleaved architecture.
//
// One round unit over the whole state: P and Q alternate through a two-stage
// ring (AddRoundConstant + ShiftBytes + S-boxes | MixBytes), 2*ROUNDS cycles a
// block, the next block buffered while the current one is compressed.  COLS = 8
// (Grøstl-224/256, 10 rounds) or 16 (384/512, 14 rounds); DBITS the digest size;
// IMPL/NBRAM where the S-boxes live.  rtl/groestl_fast/README.md has the details.
`default_nettype none
module groestl_fast_core #(
    parameter integer W      = 16,
    parameter integer COLS   = 8,
    parameter integer ROUNDS = 10,
    parameter integer DBITS  = 256,
    parameter         IMPL   = "bram",
    parameter integer NBRAM  = 64
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
    // digest words: 64 bits at W = 64 (a 224-bit digest: four words, the last one
    // half zero), 32 bits below (224 = 7 x 32)
    localparam integer OW   = (W == 64) ? 64 : 32;
    localparam integer NOUT = (DBITS + OW - 1) / OW;
    localparam integer NW   = COLS;
    localparam integer IB   = (NW > 1) ? $clog2(NW) : 1;

    wire [63:0]   in_data;
    wire [OW-1:0] out_data;
    wire          in_valid, in_take, in_last, out_valid, out_take;
    wire          c_shift, c_eh, c_eb, c_em, c_perm, c_hiv, c_hsh, c_hm;
    wire [3:0]    c_rnd;

    wire [IB-1:0] unused_idx;
    wire          unused_blk_last, unused_first_blk, unused_first, unused_final;
    wire [31:0]   unused_bp;
    lw_shell #(.W(W), .DW(64), .OW(OW), .BLOCK_BITS(64 * COLS)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(unused_final), .msg_first(unused_first), .msg_last(in_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    groestl_fast_control #(.ROUNDS(ROUNDS), .NW(NW), .NOUT(NOUT)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_shift(c_shift), .c_eh(c_eh), .c_eb(c_eb), .c_em(c_em), .c_perm(c_perm),
        .c_rnd(c_rnd), .c_hiv(c_hiv), .c_hsh(c_hsh), .c_hm(c_hm)
    );

    groestl_fast_datapath #(.COLS(COLS), .DBITS(DBITS), .IMPL(IMPL), .NBRAM(NBRAM), .OW(OW)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_shift(c_shift), .c_eh(c_eh), .c_eb(c_eb), .c_em(c_em), .c_perm(c_perm),
        .c_rnd(c_rnd), .c_hiv(c_hiv), .c_hsh(c_hsh), .c_hm(c_hm),
        .dig(out_data)
    );
endmodule
`default_nettype wire
