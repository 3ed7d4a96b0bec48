// keccak256_core: lightweight Keccak-256 / SHA3-256 on the lwhash interface
// (docs/interface.md).  The host pads (Keccak or FIPS 202 padding), so one core
// serves both.
//
// The 1600-bit state lives in one RAM as 50 bit-interleaved 32-bit half-lanes,
// in two banks (a round reads one bank and writes the other).  A round streams
// the 50 half-lanes in chi order: each is read once, theta's D is XOR-ed in, it is
// rotated (rho; pi is the read address order), chi and iota produce one new half-
// lane per cycle, and theta's column parities for the next round are gathered as
// the new half-lanes go by.  The two variants differ only in the RAM (MEM = "bram":
// one block RAM, MEM = "logic": distributed RAM).  rtl/keccak256/README.md has
// the details and the timing.
`default_nettype none
module keccak256_core #(
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
    wire [63:0] in_data;
    wire [15:0] out_data;
    wire [1:0]  c_osel;
    wire        in_valid, in_take, in_last, in_first, out_valid, out_take;
    wire        in_final;
    wire [31:0] in_bp;

    wire [4:0]  unused_idx;
    wire        unused_blk_last, unused_first_blk;
    lw_shell #(.W(W), .DW(64), .OW(16), .BLOCK_BITS(1088)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(in_first), .msg_last(in_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    wire unused_in = &{1'b0, in_final, in_bp};  // the host pads: no length logic here

    wire       c_take, c_clr_abs, c_abs_we_e, c_abs_fresh, c_align_e, c_align_o, c_dload;
    wire       c_re, c_we, c_zero, c_pv, c_ph, c_py0, c_cap_e;
    wire [3:0] c_didx, c_dra;
    wire [5:0] c_raddr, c_waddr;
    wire [6:0] c_rc;
    wire [4:0] c_amt;
    wire [2:0] c_cj;
    wire       c_iota, c_ch, c_pother;

    keccak256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_first(in_first), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_take(c_take), .c_clr_abs(c_clr_abs), .c_abs_we_e(c_abs_we_e),
        .c_abs_fresh(c_abs_fresh), .c_align_e(c_align_e), .c_align_o(c_align_o), .c_dload(c_dload),
        .c_didx(c_didx), .c_dra(c_dra),
        .c_re(c_re), .c_raddr(c_raddr), .c_we(c_we), .c_waddr(c_waddr),
        .c_amt(c_amt), .c_zero(c_zero),
        .c_cj(c_cj), .c_iota(c_iota), .c_ch(c_ch),
        .c_pv(c_pv), .c_ph(c_ph), .c_pother(c_pother), .c_py0(c_py0),
        .c_rc(c_rc), .c_cap_e(c_cap_e), .c_osel(c_osel)
    );

    keccak256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_take(c_take), .c_clr_abs(c_clr_abs), .c_abs_we_e(c_abs_we_e),
        .c_abs_fresh(c_abs_fresh), .c_align_e(c_align_e), .c_align_o(c_align_o), .c_dload(c_dload),
        .c_didx(c_didx), .c_dra(c_dra),
        .c_re(c_re), .c_raddr(c_raddr), .c_we(c_we), .c_waddr(c_waddr),
        .c_amt(c_amt), .c_zero(c_zero),
        .c_cj(c_cj), .c_iota(c_iota), .c_ch(c_ch),
        .c_pv(c_pv), .c_ph(c_ph), .c_pother(c_pother), .c_py0(c_py0),
        .c_rc(c_rc), .c_cap_e(c_cap_e), .c_osel(c_osel),
        .digest_word(out_data)
    );
endmodule
`default_nettype wire
