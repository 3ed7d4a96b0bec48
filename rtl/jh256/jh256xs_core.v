// jh256xs_core: JH-256 (JH42) on the lwhash interface (docs/interface.md), 4 positions
// of the bit-slice state a clock cycle (jh256-xs): 32 cycles a round, the state and
// its round constants in the one block RAM, the message block in distributed RAM.
// README.md ("jh256-xs") describes the datapath; jh256_core is the 16-position design.
`default_nettype none
module jh256xs_core #(
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
    wire        c_lwe, c_issue, c_rbank, c_zero, c_klast, c_mrd, c_mwr, c_dshift, c_dsel;
    wire [1:0]  c_lword;
    wire [3:0]  c_laddr;
    wire [4:0]  c_chunk;

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
    // JH needs no length (the host pads; F8 does not count bits) and no first-block flag
    wire unused_in = &{1'b0, in_final, in_bp, in_first};

    jh256xs_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_lwe(c_lwe), .c_lword(c_lword), .c_laddr(c_laddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_rbank(c_rbank), .c_zero(c_zero),
        .c_klast(c_klast), .c_mrd(c_mrd), .c_mwr(c_mwr),
        .c_dshift(c_dshift), .c_dsel(c_dsel)
    );

    jh256xs_datapath u_dp (
        .clk(clk), .in_data(in_data),
        .c_lwe(c_lwe), .c_lword(c_lword), .c_laddr(c_laddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_rbank(c_rbank), .c_zero(c_zero),
        .c_klast(c_klast), .c_mrd(c_mrd), .c_mwr(c_mwr),
        .c_dshift(c_dshift), .c_dsel(c_dsel),
        .digest_word(out_data)
    );
endmodule

`default_nettype wire
