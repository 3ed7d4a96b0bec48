// hamsi256_core: lightweight Hamsi-256 on the lwhash interface (docs/interface.md,
// docs/shell.md).  Blocks are one 32-bit word.  The message expansion (a linear
// code, 32 -> 256 bits) runs a nibble of one word per cycle from a table,
// one block ahead of the permutation; the 512-bit state is four rows of
// four words in distributed RAM, read and written a half-word per row and cycle:
// half-columns through the S-box, diagonals through L in two halves.
// MEM = "bram": the expansion table in the block RAM; MEM = "logic": a LUT ROM.
// rtl/hamsi256/README.md has the details.
`default_nettype none
module hamsi256_core #(
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
    wire        in_valid, in_take, in_final_blk, out_valid, out_take;
    wire        unused_idx, unused_blk_last, unused_first_blk, unused_first, unused_last;
    wire [2:0]  ex_n, ex_w, rc;
    wire [3:0]  m_waddr, m_raddr;
    wire [1:0]  rcol, wcol, wsel;
    wire        ex_clr, m_we_a, m_we_b, m_hb, rhalf, rdiag, we02, we13, whalf, wdiag, wflip;
    wire        ld_h, fin, ff, h_step, h_out, h_iv;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(32)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    hamsi256_control u_ctrl (
        .clk(clk), .rst(rst),
        .msg_valid(in_valid), .msg_final_blk(in_final_blk), .msg_take(in_take),
        .dig_valid(out_valid), .dig_take(out_take),
        .ex_n(ex_n), .ex_w(ex_w), .ex_clr(ex_clr), .m_we_a(m_we_a), .m_we_b(m_we_b), .m_hb(m_hb),
        .m_waddr(m_waddr), .m_raddr(m_raddr), .rcol(rcol), .rhalf(rhalf), .rdiag(rdiag),
        .we02(we02), .we13(we13), .wcol(wcol), .whalf(whalf), .wdiag(wdiag), .wflip(wflip),
        .wsel(wsel), .ld_h(ld_h), .fin(fin), .rc(rc), .ff(ff), .h_step(h_step), .h_out(h_out),
        .h_iv(h_iv)
    );

    hamsi256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .rst(rst), .msg_data(in_data), .msg_we(in_valid & in_take),
        .ex_n(ex_n), .ex_w(ex_w), .ex_clr(ex_clr), .m_we_a(m_we_a), .m_we_b(m_we_b), .m_hb(m_hb),
        .m_waddr(m_waddr), .m_raddr(m_raddr), .rcol(rcol), .rhalf(rhalf), .rdiag(rdiag),
        .we02(we02), .we13(we13), .wcol(wcol), .whalf(whalf), .wdiag(wdiag), .wflip(wflip),
        .wsel(wsel), .ld_h(ld_h), .fin(fin), .rc(rc), .ff(ff), .h_step(h_step), .h_out(h_out),
        .h_iv(h_iv),
        .digest_word(out_data)
    );
endmodule
`default_nettype wire
