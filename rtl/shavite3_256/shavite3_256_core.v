// shavite3_256_core: lightweight SHAvite-3-256 on the lwhash interface
// (docs/interface.md): lw_shell + controller + datapath.  Half a column of an
// AES round per cycle (two S-box look-ups: MEM = "bram" one block RAM with both
// ports reading, MEM = "logic" LUTs); the expanded message produced just in time
// in a 32-word LUT RAM window; the Feistel state and the chaining value in
// eight-word shift registers.  The two variants differ only in the S-box table.  rtl/shavite3_256/README.md describes the design.
`default_nettype none
module shavite3_256_core #(
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
    wire [31:0] in_data, out_data, in_bp;
    wire        in_valid, in_take, in_final, out_valid, out_take;
    wire [3:0]  unused_idx;
    wire        unused_blk_last, unused_first_blk, unused_first, unused_last;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    // the counter needs msg_len_bp mod 512 only (segments hold whole blocks)
    wire unused_bp = &{1'b0, in_bp[31:9]};

    wire        c_cap, c_fin, c_nph, c_wm, c_wn, c_wl, c_h1, c_yc, c_yr, c_ys, c_ysh, c_xld;
    wire        c_sen, c_sv, c_so, c_sh, c_iv;
    wire [22:0] c_blk;
    wire [1:0]  c_ncol, c_inj;
    wire [3:0]  c_widx;
    wire [4:0]  c_raddr, c_waddr;

    shavite3_256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_final(in_final), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_cap(c_cap), .c_fin(c_fin), .c_blk(c_blk), .c_ncol(c_ncol), .c_nph(c_nph),
        .c_raddr(c_raddr), .c_wm(c_wm), .c_widx(c_widx), .c_wn(c_wn), .c_wl(c_wl),
        .c_waddr(c_waddr), .c_inj(c_inj), .c_h1(c_h1), .c_yc(c_yc), .c_yr(c_yr),
        .c_ys(c_ys), .c_ysh(c_ysh), .c_xld(c_xld), .c_sen(c_sen), .c_sv(c_sv),
        .c_so(c_so), .c_sh(c_sh), .c_iv(c_iv)
    );

    shavite3_256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_cap(c_cap), .c_fin(c_fin), .c_tnf(in_final), .c_bp(in_bp[8:0]), .c_blk(c_blk),
        .c_ncol(c_ncol), .c_nph(c_nph), .c_raddr(c_raddr), .c_wm(c_wm), .c_widx(c_widx),
        .c_wn(c_wn), .c_wl(c_wl), .c_waddr(c_waddr), .c_inj(c_inj), .c_h1(c_h1),
        .c_yc(c_yc), .c_yr(c_yr), .c_ys(c_ys), .c_ysh(c_ysh), .c_xld(c_xld),
        .c_sen(c_sen), .c_sv(c_sv), .c_so(c_so), .c_sh(c_sh), .c_iv(c_iv),
        .digest_word(out_data)
    );
endmodule
`default_nettype wire
