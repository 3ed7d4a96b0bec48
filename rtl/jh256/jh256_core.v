// jh256_core: lightweight JH-256 (JH42) on the lwhash interface (docs/interface.md),
// logic and distributed RAM only: the round constants are generated on the fly.
//
// 8 cycles a round (one 16-bit chunk of every state word per cycle), the state in
// the rotating layout of jh256_datapath, in which the round constants come out of
// a small R6 generator in the order the chunks need them and the permutation P8
// costs no multiplexers; the next block loads during the rounds.  README.md.
`default_nettype none
module jh256_core #(
    parameter integer W   = 16,
    parameter         MEM    = "logic", // constants: table in the block RAM ("bram") or generated ("logic")
    parameter integer ROUND2 = 0        // 1: JH round 2 (35.5 rounds), 0: JH42
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
    wire        c_mwe, c_issue, c_odd, c_rbank, c_first, c_slow, c_zero, c_ivbit, c_mgate, c_osel;
    wire        c_msel, c_mpair;
    wire [1:0]  c_mword;
    wire [3:0]  c_mwaddr, c_mraddr;
    wire [2:0]  c_chunk;
    wire [5:0]  c_round;

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
    // JH needs no length: the host pads, and F8 does not count bits
    wire unused_in = &{1'b0, in_final, in_bp};

    jh256_control #(.ROUND2(ROUND2), .MEM(MEM)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_first(in_first), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_mwe(c_mwe), .c_mword(c_mword), .c_mwaddr(c_mwaddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_odd(c_odd), .c_rbank(c_rbank), .c_round(c_round),
        .c_first(c_first), .c_slow(c_slow), .c_zero(c_zero), .c_ivbit(c_ivbit),
        .c_mraddr(c_mraddr), .c_mgate(c_mgate), .c_msel(c_msel), .c_mpair(c_mpair),
        .c_osel(c_osel)
    );

    jh256_datapath #(.MEM(MEM), .ROUND2(ROUND2)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_mwe(c_mwe), .c_mword(c_mword), .c_mwaddr(c_mwaddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_odd(c_odd), .c_rbank(c_rbank), .c_round(c_round),
        .c_first(c_first), .c_slow(c_slow), .c_zero(c_zero), .c_ivbit(c_ivbit),
        .c_mraddr(c_mraddr), .c_mgate(c_mgate), .c_msel(c_msel), .c_mpair(c_mpair),
        .c_osel(c_osel), .digest_word(out_data)
    );
endmodule

`default_nettype wire
