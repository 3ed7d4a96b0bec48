// blake256x4_core: BLAKE-256 (and round-2 BLAKE-32, ROUNDS = 10) for the large
// profile, on the lwhash interface (docs/interface.md).
//
// Four G units side by side, each doing half a G function per clock cycle: a
// column (or diagonal) step takes two cycles, a round four, a block 4 * ROUNDS + 1
// (one cycle finalises the previous block and initialises the next).  The v state
// sits in flip-flops, the chaining value and the digest too; the message in a
// two-slot buffer, one copy per G unit (MEM = "bram": two copies in block RAM, two
// in LUT RAM; MEM = "logic": all four in LUT RAM), so that the next block loads
// while this one is compressed.  rtl/blake256/README.md ("The large point").
`default_nettype none
module blake256x4_core #(
    parameter integer W      = 16,
    parameter         MEM    = "bram",
    parameter integer ROUNDS = 14
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
    wire        in_valid, in_take, out_valid, out_take, in_first, in_final;

    wire        c_mwe, c_sh, c_s0p2, c_rslot, c_f1hs, c_hs, c_p2, c_init, c_first, c_fin, c_dgl;
    wire [4:0]  c_mwaddr;
    wire [31:0] c_t;
    wire [2:0]  c_oaddr;

    wire [3:0]  unused_idx;
    wire        unused_blk_last, unused_first_blk, unused_last;
    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(in_first), .msg_last(unused_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    // the counter needs msg_len_bp mod 512 only (messages under 2^32 bits)
    wire unused_in = &{1'b0, in_bp[31:9]};

    blake256x4_control #(.ROUNDS(ROUNDS)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_first(in_first), .in_final(in_final), .in_bp_lo(in_bp[8:0]),
        .in_take(in_take), .out_valid(out_valid), .out_take(out_take),
        .c_mwe(c_mwe), .c_mwaddr(c_mwaddr), .c_sh(c_sh), .c_s0p2(c_s0p2), .c_rslot(c_rslot),
        .c_f1hs(c_f1hs), .c_hs(c_hs), .c_p2(c_p2), .c_init(c_init),
        .c_first(c_first), .c_fin(c_fin), .c_dgl(c_dgl), .c_t(c_t), .c_oaddr(c_oaddr)
    );

    blake256x4_datapath #(.MEM(MEM), .ROUNDS(ROUNDS)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data), .c_mwe(c_mwe), .c_mwaddr(c_mwaddr),
        .c_sh(c_sh), .c_s0p2(c_s0p2), .c_rslot(c_rslot),
        .c_f1hs(c_f1hs), .c_hs(c_hs), .c_p2(c_p2), .c_init(c_init),
        .c_first(c_first), .c_fin(c_fin), .c_dgl(c_dgl), .c_t(c_t), .c_oaddr(c_oaddr), .digest_word(out_data)
    );
endmodule

`default_nettype wire
