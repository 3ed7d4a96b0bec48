// luffa256_core: lightweight Luffa-256 (round-2 tweaked version, three 256-bit
// chains) on the lwhash interface (docs/interface.md, docs/shell.md).
//
// The chaining value V_0..V_2 (24 words) sits in one state RAM; one
// word is read per cycle, eight words make a step of one Q_j, and the step is done
// pair by pair (SubCrumb output k and MixWord) while the next step's words come in,
// the three Q_j interleaved so a step never waits for its own previous one.  The
// message injection is folded into the first step's reads, from T = V0 ^ V1 ^ V2
// (accumulated from the last step's writes) and a message buffer that also holds 2M.
// A block takes 24 slots of 10 cycles (8 words, 2 step constants) and a drain of 10.
// The variants differ only in the state memory (state, start values, step constants):
// MEM = "bram": the block RAM; MEM = "logic": distributed RAM for the state and a
// LUT ROM for the constants.  rtl/luffa256/README.md has the details.
`default_nettype none
module luffa256_core #(
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
    wire [2:0]  in_idx;
    wire        in_valid, in_take, in_blk_last, in_first_blk, in_final_blk, out_valid, out_take;
    wire        unused_first, unused_last;
    wire        rd_v, rd_fresh, rd_blank, rd_rc, rd_h, o_mode, o_re;
    wire [2:0]  rd_i, rd_r, o_addr;
    wire [1:0]  rd_j;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(256)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(in_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    luffa256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_blk_last(in_blk_last), .in_first_blk(in_first_blk),
        .in_final_blk(in_final_blk), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .rd_v(rd_v), .rd_i(rd_i), .rd_j(rd_j), .rd_r(rd_r), .rd_fresh(rd_fresh),
        .rd_blank(rd_blank), .rd_rc(rd_rc), .rd_h(rd_h),
        .o_mode(o_mode), .o_re(o_re), .o_addr(o_addr)
    );

    luffa256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data), .in_we(in_take), .in_idx(in_idx),
        .rd_v(rd_v), .rd_i(rd_i), .rd_j(rd_j), .rd_r(rd_r), .rd_fresh(rd_fresh),
        .rd_blank(rd_blank), .rd_rc(rd_rc), .rd_h(rd_h),
        .o_mode(o_mode), .o_re(o_re), .o_addr(o_addr), .digest_word(out_data)
    );
endmodule
`default_nettype wire
