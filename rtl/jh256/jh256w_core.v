// jh256w_core: JH-256 (JH42) on the lwhash interface (docs/interface.md), 32
// positions of the bit-slice state a clock cycle: 4 cycles a round, the state and
// the message in distributed RAM, the round constants generated on the fly.
// The jh256-large row (README.md); jh256_core is the 16-position design.
`default_nettype none
module jh256w_core #(
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
    wire [15:0] in_data, out_data;
    wire        in_valid, in_take, in_first, in_last, in_final;
    wire [31:0] in_bp;
    wire        out_valid, out_take;
    wire        c_mwe, c_issue, c_rbank, c_first, c_slow, c_zero, c_ivbit, c_mgate, c_osel, c_ohalf;
    wire [1:0]  c_mword, c_chunk;
    wire [3:0]  c_mwaddr;
    wire [2:0]  c_mraddr;

    wire [4:0]  unused_idx;
    wire        unused_blk_last, unused_first_blk;
    lw_shell #(.W(W), .DW(16), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(in_first), .msg_last(in_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    // JH needs no length: the host pads, and F8 does not count bits; a block is
    // compressed after the one before it, so the first-block flag is not needed
    wire unused_in = &{1'b0, in_final, in_bp, in_first};

    jh256w_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_mwe(c_mwe), .c_mword(c_mword), .c_mwaddr(c_mwaddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_rbank(c_rbank),
        .c_first(c_first), .c_slow(c_slow), .c_zero(c_zero), .c_ivbit(c_ivbit),
        .c_mraddr(c_mraddr), .c_mgate(c_mgate), .c_osel(c_osel), .c_ohalf(c_ohalf)
    );

    jh256w_datapath u_dp (
        .clk(clk), .in_data(in_data),
        .c_mwe(c_mwe), .c_mword(c_mword), .c_mwaddr(c_mwaddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_rbank(c_rbank),
        .c_first(c_first), .c_slow(c_slow), .c_zero(c_zero), .c_ivbit(c_ivbit),
        .c_mraddr(c_mraddr), .c_mgate(c_mgate), .c_osel(c_osel), .c_ohalf(c_ohalf),
        .digest_word(out_data)
    );
endmodule

`default_nettype wire
