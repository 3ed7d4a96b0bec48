// shabal_fast_core: Shabal-224/256/384/512 for throughput on the lwhash interface
// (docs/interface.md, docs/shell.md).
//
// One step of Shabal's keyed permutation per cycle on the whole state (A, B, C, the
// block M) in flip-flops, a boundary cycle between rounds: 49 cycles a block with the
// final additions folded into the next round (FINAL = "parallel"), 85 with them one a
// cycle (FINAL = "serial").  The next block loads 64 bits a cycle into a buffer while
// the current one is compressed.  DIGEST picks the initial value and the digest
// length.  rtl/shabal_fast/README.md has the details.
`default_nettype none
module shabal_fast_core #(
    parameter integer W      = 16,
    parameter integer DIGEST = 256,          // 224, 256, 384 or 512
    parameter [63:0]  FINAL  = "parallel"    // "parallel" or "serial"
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
    wire [63:0] in_data;
    wire [31:0] out_data, unused_bp;
    wire [2:0]  unused_idx;
    wire        in_valid, in_take, in_blk_last, in_final_blk, out_valid, out_take;
    wire        unused_first, unused_last, unused_first_blk;
    wire        c_nbshift, c_init, c_bnd, c_step, c_add, c_bshift, c_sfill, c_sen, c_dzero;
    wire [3:0]  c_sidx, c_midx;
    wire [23:0] c_wsel;

    lw_shell #(.W(W), .DW(64), .OW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    shabal_fast_control #(.W(W), .DIGEST(DIGEST), .FINAL(FINAL)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_blk_last(in_blk_last), .in_final_blk(in_final_blk),
        .in_take(in_take), .out_valid(out_valid), .out_take(out_take),
        .c_nbshift(c_nbshift), .c_init(c_init), .c_bnd(c_bnd), .c_step(c_step),
        .c_add(c_add), .c_bshift(c_bshift), .c_sfill(c_sfill), .c_sidx(c_sidx),
        .c_sen(c_sen), .c_midx(c_midx), .c_wsel(c_wsel), .c_dzero(c_dzero)
    );

    shabal_fast_datapath #(.DIGEST(DIGEST), .FINAL(FINAL)) u_dp (
        .clk(clk), .in_data(in_data), .c_nbshift(c_nbshift), .c_init(c_init),
        .c_bnd(c_bnd), .c_step(c_step), .c_add(c_add), .c_bshift(c_bshift),
        .c_sfill(c_sfill), .c_sidx(c_sidx), .c_sen(c_sen), .c_midx(c_midx),
        .c_wsel(c_wsel), .c_dzero(c_dzero), .digest_word(out_data)
    );
endmodule
`default_nettype wire
