// keccak256_slice_core: the `large` Keccak-256 / SHA3-256 cores on the lwhash
// interface (docs/interface.md).  The host pads (Keccak or FIPS 202 padding), so one
// core serves both.
//
// A second architecture beside keccak256_core (the half-lane bram and logic cores):
// the state is in 25 lane RAMs and the datapath makes 8 slices of the whole state a
// cycle (keccak256_slice_control.v, keccak256_slice_datapath.v; rtl/keccak256/README.md,
// "keccak256-large").  lw_shell takes a 64-bit message word (one lane) and gives the
// digest a byte at a time.
`default_nettype none
module keccak256_slice_core #(
    parameter integer W = 16
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
    wire [7:0]  out_data;
    wire [4:0]  in_idx;
    wire        in_valid, in_take, in_blk_last, in_first_blk, in_final;
    wire        out_valid, out_take;
    wire        unused_first, unused_last;
    wire [31:0] in_bp;
    lw_shell #(.W(W), .DW(64), .OW(8), .BLOCK_BITS(1088)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(in_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    wire unused_in = &{1'b0, in_bp};  // the host pads: no length logic here

    wire       c_mload, c_perm, c_rbank, c_wbank, c_pwe, c_cload, c_abs;
    wire       c_zabs, c_zhi, c_clr;
    wire [2:0] c_grp;
    wire [4:0] c_lane;
    wire [7:0] c_rc;
    wire [1:0] c_dlane;
    keccak256_slice_control u_ctrl (
        .clk(clk), .rst(rst),
        .msg_valid(in_valid), .msg_take(in_take), .msg_idx(in_idx),
        .msg_blk_last(in_blk_last), .msg_first_blk(in_first_blk), .msg_final_blk(in_final),
        .dig_valid(out_valid), .dig_take(out_take),
        .c_mload(c_mload), .c_grp(c_grp), .c_perm(c_perm), .c_rbank(c_rbank),
        .c_wbank(c_wbank), .c_pwe(c_pwe), .c_cload(c_cload), .c_abs(c_abs),
        .c_lane(c_lane), .c_zabs(c_zabs), .c_zhi(c_zhi), .c_clr(c_clr),
        .c_rc(c_rc), .c_dlane(c_dlane)
    );
    keccak256_slice_datapath u_dp (
        .clk(clk), .rst(rst), .msg_data(in_data),
        .c_mload(c_mload), .c_grp(c_grp), .c_perm(c_perm), .c_rbank(c_rbank),
        .c_wbank(c_wbank), .c_pwe(c_pwe), .c_cload(c_cload), .c_abs(c_abs),
        .c_lane(c_lane), .c_zabs(c_zabs), .c_zhi(c_zhi), .c_clr(c_clr),
        .c_rc(c_rc), .c_dlane(c_dlane), .dig_byte(out_data)
    );
endmodule
`default_nettype wire
