// echo256x2_core: lightweight ECHO-256 (round-2 version, salt zero) on the lwhash
// interface (docs/interface.md, docs/shell.md).
//
// The 2,048-bit state W (sixteen 128-bit words) and the chaining value sit in a 64 x 32
// distributed RAM; two AES S-box look-ups a cycle (half an AES column) from the word
// registers, two AES rounds a word (BIG.SubWords, the counter as the first round key),
// BIG.ShiftRows is addressing and BIG.MixColumns runs beside BIG.SubWords, one 32-bit
// output row a cycle.  The variants differ in where the S-box table and the fold F sit:
// MEM = "logic": the S-boxes in LUTs, F in flip-flops (no block RAM); MEM = "bram": the
// S-box table in the block RAM (both ports), F in distributed RAM.
// rtl/echo256/README.md has the details.
`default_nettype none
module echo256x2_core #(
    parameter integer W   = 16,
    parameter         MEM  = "logic"     // "logic": S-boxes in LUTs; "bram": in the block RAM
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
    wire [5:0]  unused_idx;
    wire        in_valid, in_take, in_first_blk, in_final_blk, out_valid, out_take;
    wire        unused_blk_last, unused_first, unused_last;
    wire        c_re, c_we, c_iv0, c_a_sh, c_b_sh, c_b_fill, c_tb, c_ph, c_m_sh;
    wire        c_f_sh, c_f_first, c_f_clr;
    wire [5:0]  c_raddr, c_waddr;
    wire [1:0]  c_wsel;
    wire [15:0] c_tk;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(1536)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(in_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    echo256x2_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_first_blk(in_first_blk), .in_final_blk(in_final_blk),
        .in_bp(in_bp), .in_take(in_take), .out_valid(out_valid), .out_take(out_take),
        .c_re(c_re), .c_raddr(c_raddr), .c_we(c_we), .c_waddr(c_waddr), .c_wsel(c_wsel),
        .c_iv0(c_iv0), .c_a_sh(c_a_sh), .c_b_sh(c_b_sh), .c_b_fill(c_b_fill),
        .c_tb(c_tb), .c_ph(c_ph), .c_tk(c_tk), .c_m_sh(c_m_sh),
        .c_f_sh(c_f_sh), .c_f_first(c_f_first), .c_f_clr(c_f_clr)
    );

    echo256x2_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data),
        .c_re(c_re), .c_raddr(c_raddr), .c_we(c_we), .c_waddr(c_waddr), .c_wsel(c_wsel),
        .c_iv0(c_iv0), .c_a_sh(c_a_sh), .c_b_sh(c_b_sh), .c_b_fill(c_b_fill),
        .c_tb(c_tb), .c_ph(c_ph), .c_tk(c_tk), .c_m_sh(c_m_sh),
        .c_f_sh(c_f_sh), .c_f_first(c_f_first), .c_f_clr(c_f_clr), .digest_word(out_data)
    );
endmodule
`default_nettype wire
