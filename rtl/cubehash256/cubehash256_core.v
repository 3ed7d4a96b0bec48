// cubehash256_core: lightweight CubeHash16/32-256 (round-2 parameters r = 16, b = 32)
// on the lwhash interface (docs/interface.md, docs/shell.md).
//
// The 1024-bit state sits in two 16 x 32 distributed RAMs (x[0..15] and x[16..31]);
// one 32-bit add-rotate-xor unit updates a pair of words every two cycles, the swaps
// of the round being address arithmetic (a mask for the second half, the pairing for
// the first), so a round takes 32 cycles and a 256-bit block 16 rounds = 512 cycles;
// the next block loads into the other half of a two-slot message buffer meanwhile.
// The variants differ only in the message buffer: MEM = "bram": the block RAM,
// MEM = "logic": distributed RAM.  rtl/cubehash256/README.md has the details.
`default_nettype none
module cubehash256_core #(
    parameter integer W      = 16,
    parameter         MEM    = "logic",
    parameter integer ROUNDS = 16
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
    wire        c_mwe, c_issue, c_e, c_rot11, c_inject, c_fresh, c_flip, c_ore;
    wire [3:0]  c_mwaddr, c_l, c_mraddr;
    wire [1:0]  c_mb;
    wire [2:0]  c_oaddr;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(256)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(in_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    cubehash256_control #(.ROUNDS(ROUNDS)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_idx(in_idx), .in_blk_last(in_blk_last),
        .in_first_blk(in_first_blk), .in_final_blk(in_final_blk), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_mwe(c_mwe), .c_mwaddr(c_mwaddr), .c_issue(c_issue), .c_l(c_l), .c_mb(c_mb), .c_e(c_e),
        .c_rot11(c_rot11), .c_inject(c_inject), .c_mraddr(c_mraddr), .c_fresh(c_fresh),
        .c_flip(c_flip), .c_ore(c_ore), .c_oaddr(c_oaddr)
    );

    cubehash256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data), .c_mwe(c_mwe), .c_mwaddr(c_mwaddr),
        .c_issue(c_issue), .c_l(c_l), .c_mb(c_mb), .c_e(c_e), .c_rot11(c_rot11),
        .c_inject(c_inject), .c_mraddr(c_mraddr), .c_fresh(c_fresh), .c_flip(c_flip),
        .c_ore(c_ore), .c_oaddr(c_oaddr), .digest_word(out_data)
    );
endmodule
`default_nettype wire
