// cubehash_fast_core: throughput-oriented CubeHash8/1-h (r = 8 rounds per 1-byte block,
// 80 initial and 80 final rounds; h = H = 224, 256, 384 or 512) on the lwhash interface
// (docs/interface.md, docs/shell.md), after seed 001's iterative designs.
//
// The 1024-bit state sits in flip-flops behind UNROLL combinational rounds: one step a
// cycle is UNROLL rounds, a 1-byte block 8 / UNROLL cycles. The stream brings 8-byte
// stream blocks (64-bit words from the shell: the message bytes, the padding, a zero fill
// that is not absorbed); the IV is a per-size constant (cubehash_fast_iv.v, generated from
// the reference model). rtl/cubehash_fast/README.md has the details.
`default_nettype none
module cubehash_fast_core #(
    parameter integer W      = 16,
    parameter integer H      = 256,    // digest bits: 224, 256, 384, 512
    parameter integer UNROLL = 1       // rounds a cycle: 1 or 2
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
    // digest words: 64 bits at W = 64 (224 bits: four words, the last half zero), else 32
    localparam integer OW = (W == 64) ? 64 : 32;
    localparam integer ND = (H + OW - 1) / OW;
    localparam integer OB = (ND > 1) ? $clog2(ND) : 1;

    wire [63:0]   in_data;
    wire [OW-1:0] out_data;
    wire [31:0]   in_bp;          // only [5:3] is used
    wire          unused_bp = ^{in_bp[31:6], in_bp[2:0]};
    wire          in_valid, in_take, in_final_blk, out_valid, out_take;
    wire          unused_idx, unused_blk_last, unused_first_blk, unused_first, unused_last;
    wire          c_load, c_step, c_inj, c_flip;
    wire [7:0]    mbyte;
    wire [OB-1:0] c_oidx;

    lw_shell #(.W(W), .DW(64), .OW(OW), .BLOCK_BITS(64)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    cubehash_fast_control #(.UNROLL(UNROLL), .ND(ND), .OB(OB)) u_ctrl (
        .clk(clk), .rst(rst),
        .msg_data(in_data), .msg_valid(in_valid), .msg_final_blk(in_final_blk), .bp_byte(in_bp[5:3]),
        .msg_take(in_take), .dig_valid(out_valid), .dig_take(out_take),
        .c_load(c_load), .c_step(c_step), .c_inj(c_inj), .c_flip(c_flip), .mbyte(mbyte),
        .c_oidx(c_oidx)
    );

    cubehash_fast_datapath #(.H(H), .UNROLL(UNROLL), .OW(OW)) u_dp (
        .clk(clk), .c_load(c_load), .c_step(c_step), .c_inj(c_inj), .c_flip(c_flip),
        .mbyte(mbyte), .c_oidx(c_oidx), .dig_word(out_data)
    );
endmodule
`default_nettype wire
