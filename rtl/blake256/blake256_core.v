// blake256_core: lightweight BLAKE-256 (and round-2 BLAKE-32, ROUNDS = 10) on the
// lwhash interface (docs/interface.md).
//
// Half a G function per clock cycle through a four-stage pipeline (16 cycles per
// round), the next message block loading into a second slot meanwhile, and four
// fin ops per block that finalise the previous block and initialise the next:
// 16 * ROUNDS + 5 cycles per block.  The v state sits in four LUT-RAM banks (one
// per row of the 4x4 state), the chaining value in two rings of flip-flops, the
// message in a two-slot buffer: MEM = "bram": one block RAM, MEM = "logic": LUT RAM.
// rtl/blake256/README.md describes the datapath and its timing.
`default_nettype none
module blake256_core #(
    parameter integer W      = 16,
    parameter         MEM    = "logic",
    parameter integer ROUNDS = 14
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
    wire [31:0] in_data, out_data;
    wire        in_valid, in_take, in_last, out_valid, out_take;
    wire        in_first, in_final;
    wire [31:0] in_bp;

    wire        c_mwe, c_tcap, c_tload, c_tfin, c_tpart;
    wire [4:0]  c_mwaddr;
    wire [22:0] c_blk, c_blk1;
    wire [6:0]  c_saddr;
    wire        c_s0_pass2, c_s0_slot, c_ad_pass2, c_ad_fin, c_ad_t;
    wire        c_we_a, c_we_d, c_ld_iv, c_sh0, c_sh1, c_cbyp, c_cb_pass2, c_cb_fin, c_we_b, c_we_c, c_osel;
    wire [3:0]  c_ra, c_rb, c_rc, c_rd, c_wa, c_wd, c_wb, c_wc;

    wire [3:0]  unused_idx;
    wire        unused_blk_last, unused_first_blk;
    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(in_first), .msg_last(in_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    // the block counter needs msg_len_bp mod 512 only; blocks end on their 16th word
    wire unused_in = &{1'b0, in_last, in_bp[31:9]};

    blake256_control #(.ROUNDS(ROUNDS)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_first(in_first), .in_final(in_final), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_mwe(c_mwe), .c_mwaddr(c_mwaddr), .c_tcap(c_tcap), .c_tload(c_tload),
        .c_blk(c_blk), .c_blk1(c_blk1), .c_tpart(c_tpart), .c_tfin(c_tfin), .in_bp_lo(in_bp[8:0]),
        .c_saddr(c_saddr), .c_s0_pass2(c_s0_pass2), .c_s0_slot(c_s0_slot),
        .c_ra(c_ra), .c_rb(c_rb), .c_rc(c_rc), .c_rd(c_rd),
        .c_ad_pass2(c_ad_pass2), .c_ad_fin(c_ad_fin), .c_ad_t(c_ad_t),
        .c_we_a(c_we_a), .c_we_d(c_we_d), .c_wa(c_wa), .c_wd(c_wd),
        .c_ld_iv(c_ld_iv), .c_sh0(c_sh0), .c_sh1(c_sh1), .c_cbyp(c_cbyp),
        .c_cb_pass2(c_cb_pass2), .c_cb_fin(c_cb_fin), .c_we_b(c_we_b), .c_we_c(c_we_c),
        .c_wb(c_wb), .c_wc(c_wc), .c_osel(c_osel)
    );

    blake256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_mwe(c_mwe), .c_mwaddr(c_mwaddr), .c_tcap(c_tcap), .c_tload(c_tload),
        .c_blk(c_blk), .c_blk1(c_blk1), .c_tpart(c_tpart), .c_tfin(c_tfin), .c_bp_lo(in_bp[8:0]),
        .c_saddr(c_saddr), .c_s0_pass2(c_s0_pass2), .c_s0_slot(c_s0_slot),
        .c_ra(c_ra), .c_rb(c_rb), .c_rc(c_rc), .c_rd(c_rd),
        .c_ad_pass2(c_ad_pass2), .c_ad_fin(c_ad_fin), .c_ad_t(c_ad_t),
        .c_we_a(c_we_a), .c_we_d(c_we_d), .c_wa(c_wa), .c_wd(c_wd),
        .c_ld_iv(c_ld_iv), .c_sh0(c_sh0), .c_sh1(c_sh1), .c_cbyp(c_cbyp),
        .c_cb_pass2(c_cb_pass2), .c_cb_fin(c_cb_fin), .c_we_b(c_we_b), .c_we_c(c_we_c),
        .c_wb(c_wb), .c_wc(c_wc), .c_osel(c_osel),
        .digest_word(out_data)
    );
endmodule

`default_nettype wire
