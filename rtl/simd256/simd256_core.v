// simd256_core: lightweight SIMD-256 on the lwhash interface (docs/interface.md,
// docs/shell.md).  One working RAM (512 x 32: the message block, the NTT values,
// the chaining value, the IV and the expanded-word table) serves a 128-point radix-2
// NTT over Z/257 (one butterfly every two cycles) and the 36 steps, done a bit a
// cycle on a 512-bit state in flip-flop shift rings (160 cycles a step).
// MEM = "bram": the working RAM in one block RAM.  rtl/simd256/README.md has the details.
`default_nettype none
module simd256_core #(
    parameter integer W   = 16,
    parameter         MEM = "bram"
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
    wire [3:0]  unused_idx;
    wire        in_valid, in_take, in_final_blk, in_first_blk, out_valid, out_take;
    wire        unused_blk_last, unused_first, unused_last;

    wire        we, re, tb, s0, lat, sum, cin, prod, stq, mld, k0, maj, sha, shbcd, rsel, rhold;
    wire [8:0]  waddr, raddr;
    wire [1:0]  wsel, bsel, pos, asel;
    wire [5:0]  ex, tap, tap2;
    wire [4:0]  bi;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(in_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    simd256_control u_ctrl (
        .clk(clk), .rst(rst),
        .msg_valid(in_valid), .msg_first_blk(in_first_blk), .msg_final_blk(in_final_blk),
        .msg_take(in_take), .dig_valid(out_valid), .dig_take(out_take),
        .we(we), .waddr(waddr), .wsel(wsel), .re(re), .raddr(raddr), .tb(tb),
        .nt_s0(s0), .nt_lat(lat), .nt_bsel(bsel), .nt_sum(sum), .nt_c(cin), .nt_e(ex), .nt_prod(prod),
        .st_q(stq), .st_bi(bi), .m_ld(mld), .k0(k0), .tap(tap), .pos(pos), .maj(maj),
        .a_sel(asel), .sh_a(sha), .sh_bcd(shbcd), .tap2(tap2), .rsel(rsel), .r_hold(rhold)
    );

    simd256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .msg_data(in_data),
        .we(we), .waddr(waddr), .wsel(wsel), .re(re), .raddr(raddr), .tb(tb),
        .nt_s0(s0), .nt_lat(lat), .nt_bsel(bsel), .nt_sum(sum), .nt_c(cin), .nt_e(ex), .nt_prod(prod),
        .st_q(stq), .st_bi(bi), .m_ld(mld), .k0(k0), .tap(tap), .pos(pos), .maj(maj),
        .a_sel(asel), .sh_a(sha), .sh_bcd(shbcd), .tap2(tap2), .rsel(rsel), .r_hold(rhold),
        .digest_word(out_data)
    );
endmodule
`default_nettype wire
