// bmw256_core: lightweight BMW-256 (Blue Midnight Wish, round-2 tweaked) on the lwhash
// interface (docs/interface.md, docs/shell.md).
//
// One 32-bit lane and one adder do the compression term by term: one micro-op a cycle
// reads a word of Q (32 x 32), M (two slots of 16 x 32) or H (16 x 32), passes it
// through the lane (a five-stage rotator with a shift mask, XOR with an H word and a
// shift right of the Q word, XOR chains over ops) and adds it into the accumulator.
// f0 takes 122 ops, f1 368, XL/XH 21 (bram: 23), f2 104: 615 (617) cycles a block; the next block loads
// into the other message slot meanwhile.  The final
// compression (CONST_final as H, the chaining value as M) reads H for M and a
// constant for H.  The variants differ in the memories: MEM = "bram": Q, the message
// buffer, XL and XH in the block RAM (one read a cycle: the op's source), MEM = "logic":
// distributed RAM and registers.  rtl/bmw256/README.md has the details.
`default_nettype none
module bmw256_core #(
    parameter integer W   = 16,
    parameter         MEM = "logic"
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
    wire [31:0] in_data, out_data, unused_bp;
    wire [3:0]  in_idx;
    wire        in_valid, in_take, in_blk_last, in_first_blk, in_final_blk, out_valid, out_take;
    wire        unused_first, unused_last;

    wire        c_mwe, c_v, c_fin, c_fst, c_mslot, c_xh, c_neg, c_ua, c_lx;
    wire        c_qwe, c_hwe, c_xlu, c_xhu, q_busy;
    wire [4:0]  c_mwaddr, c_qra, c_ramt, c_wa;
    wire [3:0]  c_mra, c_hra, c_pha;
    wire [1:0]  c_xs, c_pps, c_tp;
    wire [3:0]  c_mk;
    wire [1:0]  e_xs;
    wire [4:0]  e_qra;
    wire [3:0]  e_mra;
    wire        e_slot;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(in_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    bmw256_control #(.MEM(MEM)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_idx(in_idx), .in_blk_last(in_blk_last),
        .in_first_blk(in_first_blk), .in_final_blk(in_final_blk), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take), .q_busy(q_busy),
        .c_mwe(c_mwe), .c_mwaddr(c_mwaddr), .c_v(c_v), .c_fin(c_fin), .c_fst(c_fst),
        .c_mslot(c_mslot), .c_qra(c_qra), .c_mra(c_mra), .c_hra(c_hra), .c_pha(c_pha), .c_xs(c_xs),
        .c_tp(c_tp), .c_mk(c_mk), .c_ramt(c_ramt), .c_xh(c_xh),
        .c_neg(c_neg), .c_pps(c_pps), .c_ua(c_ua), .c_lx(c_lx),
        .c_qwe(c_qwe), .c_hwe(c_hwe), .c_wa(c_wa), .c_xlu(c_xlu),
        .c_xhu(c_xhu), .e_xs(e_xs), .e_qra(e_qra), .e_mra(e_mra), .e_slot(e_slot)
    );

    bmw256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data), .c_mwe(c_mwe), .c_mwaddr(c_mwaddr),
        .c_v(c_v), .c_fin(c_fin), .c_fst(c_fst), .c_mslot(c_mslot), .c_qra(c_qra),
        .c_mra(c_mra), .c_hra(c_hra), .c_pha(c_pha), .c_xs(c_xs), .c_tp(c_tp), .c_mk(c_mk),
        .c_ramt(c_ramt), .c_xh(c_xh), .c_neg(c_neg), .c_pps(c_pps),
        .c_ua(c_ua), .c_lx(c_lx),
        .c_qwe(c_qwe), .c_hwe(c_hwe), .c_wa(c_wa), .c_xlu(c_xlu), .c_xhu(c_xhu), .digest_word(out_data),
        .e_xs(e_xs), .e_qra(e_qra), .e_mra(e_mra), .e_slot(e_slot),
        .q_busy(q_busy)
    );
endmodule
`default_nettype wire
