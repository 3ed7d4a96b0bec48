// jh256t_core: the table design of JH-256 (JH42, or JH round 2 with ROUND2 = 1) on
// the lwhash interface (docs/interface.md); it carries the round-2 cores.
//
// Bit-slice JH (lwhash/ref/jh.py) in the plain bit-slice layout: the 1024-bit state
// is eight 128-bit words, each in its own small RAM as eight 16-bit chunks; a round
// takes 8 cycles (one chunk of every word per cycle), E8 takes 42 x 8 = 336 (round
// 2: 36 x 8 = 288).  The message goes into one of two message banks while the
// previous block is being compressed.  The round constants come from a table
// (MEM = "bram": one block RAM, MEM = "logic": LUTs).  rtl/jh256/README.md describes
// both designs and why JH42 uses the other one (jh256_core).
`default_nettype none
module jh256t_core #(
    parameter integer W      = 16,
    parameter         MEM    = "logic",
    parameter integer ROUND2 = 0
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
    wire        c_mwe, c_issue, c_iv, c_mbank, c_first, c_last, c_half, c_osel;
    wire        unused_mwe0, unused_rbank;        // of the grouped design (jh256_core)
    wire [1:0]  c_mword;
    wire [3:0]  c_mwaddr;
    wire [2:0]  c_chunk, c_mhi, c_k;
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

    jh256t_control #(.GROUPED(0), .ROUND2(ROUND2)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_first(in_first), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_mwe0(unused_mwe0), .c_mwe1(c_mwe), .c_mword(c_mword), .c_mwaddr(c_mwaddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_mhi(c_mhi), .c_iv(c_iv), .c_rbank(unused_rbank),
        .c_mbank(c_mbank),
        .c_round(c_round), .c_k(c_k), .c_first(c_first), .c_last(c_last), .c_half(c_half),
        .c_osel(c_osel)
    );

    jh256t_datapath #(.MEM(MEM), .ROUND2(ROUND2)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_mwe(c_mwe), .c_mword(c_mword), .c_mwaddr(c_mwaddr),
        .c_issue(c_issue), .c_chunk(c_chunk), .c_mhi(c_mhi), .c_iv(c_iv), .c_mbank(c_mbank),
        .c_round(c_round), .c_k(c_k), .c_first(c_first), .c_last(c_last), .c_half(c_half),
        .c_osel(c_osel), .digest_word(out_data)
    );
endmodule

`default_nettype wire
