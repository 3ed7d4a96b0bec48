// spectralhash_fast_core: Spectral Hash-224/256/384/512 for throughput per area on the
// lwhash interface (docs/interface.md, docs/shell.md).
//
// The s-, p- and h-prisms sit in flip-flops as rings of 16 k-lines that turn one line a
// cycle; each pass of 16 cycles works on the line(s) at fixed ring positions: the
// 8-point DFT and the k-swaps on the head line, eight 4-point units for the j- and
// i-passes, the non-linear transformation on the head line.  64 cycles a block (80 with
// the initial swap control), plus 16 to load it.  DIGEST picks the digest masks and
// length.  rtl/spectralhash_fast/README.md has the details.
`default_nettype none
module spectralhash_fast_core #(
    parameter integer W      = 16,
    parameter integer DIGEST = 256          // 224, 256, 384 or 512
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
    wire [31:0] in_data, unused_bp, out_data;
    wire [3:0]  in_idx;
    wire        in_valid, in_take, in_blk_last, in_first_blk, in_final_blk;
    wire        out_valid, out_take, unused_first, unused_last;
    wire [3:0]  c_t;
    wire [2:0]  c_dcell;
    wire        c_load, c_sw0, c_lsw, c_k, c_j, c_i, c_proc, c_nl, c_rot, c_init;
    wire        c_dstep, c_dtake, c_dzero, d_full;

    lw_shell #(.W(W), .DW(32), .OW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(in_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    spectralhash_fast_control #(.W(W), .DIGEST(DIGEST)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_idx(in_idx), .in_blk_last(in_blk_last), .in_first_blk(in_first_blk),
        .in_final_blk(in_final_blk), .in_bp_hi(unused_bp[8:6]), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_t(c_t), .c_load(c_load), .c_sw0(c_sw0), .c_lsw(c_lsw), .c_k(c_k), .c_j(c_j), .c_i(c_i),
        .c_proc(c_proc), .c_nl(c_nl), .c_rot(c_rot), .c_init(c_init), .c_dstep(c_dstep),
        .c_dcell(c_dcell), .c_dtake(c_dtake), .c_dzero(c_dzero), .d_full(d_full)
    );

    spectralhash_fast_datapath #(.DIGEST(DIGEST)) u_dp (
        .clk(clk), .in_data(in_data), .c_t(c_t), .c_load(c_load), .c_sw0(c_sw0), .c_lsw(c_lsw),
        .c_k(c_k), .c_j(c_j), .c_i(c_i), .c_proc(c_proc), .c_nl(c_nl), .c_rot(c_rot),
        .c_init(c_init), .c_dstep(c_dstep), .c_dcell(c_dcell), .c_dtake(c_dtake),
        .c_dzero(c_dzero), .d_full(d_full), .digest_word(out_data)
    );
endmodule
`default_nettype wire
