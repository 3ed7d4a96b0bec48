// skein512_256h_core: Skein-512-256 on the lwhash interface (docs/interface.md), half a
// Threefish-512 round (two 64-bit MIX) a clock cycle (skein512_256-large).
//
// The subkey of every fourth round is added in front of the MIX adders, four words in
// each half; the next block gathers meanwhile in a buffer of its own, so a block takes
// 144 half-round cycles + 3 whenever the bus keeps up.  VERSION = 12 selects Skein 1.2.
// rtl/skein512_256/README.md ("skein512_256-large") describes the datapath and its timing.
`default_nettype none
module skein512_256h_core #(
    parameter integer W       = 16,
    parameter integer VERSION = 13
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
    wire [63:0] in_data, out_data;
    wire [31:0] in_bp;
    wire [2:0]  in_idx;
    wire        in_valid, in_take, in_blk_last, in_final, out_valid, out_take;
    wire        c_iv, c_start, c_zero, c_first, c_hi, c_run, c_form, c_turn, c_fin, c_par;
    wire [5:0]  c_r0, c_r1;
    wire [4:0]  c_s;
    wire [38:0] c_tw5, c_tw6;

    wire        unused_first_blk, unused_first, unused_last;
    wire [2:0]  unused_idx = in_idx;
    lw_shell #(.W(W), .DW(64), .OW(64), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    skein512_256h_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_final(in_final), .in_blk_last(in_blk_last), .in_bp(in_bp),
        .in_take(in_take), .out_valid(out_valid), .out_take(out_take),
        .c_iv(c_iv), .c_start(c_start), .c_zero(c_zero), .c_first(c_first), .c_hi(c_hi),
        .c_run(c_run), .c_form(c_form), .c_turn(c_turn), .c_fin(c_fin), .c_par(c_par),
        .c_r0(c_r0), .c_r1(c_r1), .c_s(c_s), .c_tw5(c_tw5), .c_tw6(c_tw6)
    );

    skein512_256h_datapath #(.VERSION(VERSION)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data), .in_take(in_take),
        .c_iv(c_iv), .c_start(c_start), .c_zero(c_zero), .c_first(c_first), .c_hi(c_hi),
        .c_run(c_run), .c_form(c_form), .c_turn(c_turn), .c_fin(c_fin), .c_par(c_par),
        .c_r0(c_r0), .c_r1(c_r1), .c_s(c_s), .c_tw5(c_tw5), .c_tw6(c_tw6),
        .digest_word(out_data)
    );
endmodule

`default_nettype wire
