// shabal256_core: lightweight Shabal-256 on the lwhash interface (docs/interface.md,
// docs/shell.md).
//
// One step of Shabal's keyed permutation per cycle: A in a 16 x 32 LUT RAM (12 words
// used), B in a ring of sixteen 32-bit registers, C in a LUT RAM.  A block takes a
// 17-cycle window (the B/C swap, C -= M, B += M of the next block, one word a cycle)
// and 48 steps: 65 cycles; the next block loads into the other half of a two-slot
// message buffer meanwhile.  The final additions A += C are summed during the steps
// from the steps' own C reads and added in the window, so they cost no cycles.  The
// IV is stored, not computed: C_IV and A_IV[11] as the preset values of the ring
// and x_q; MEM = "bram": 27 more words in the block RAM, loaded into E and A in 28
// cycles while the first block loads; MEM = "logic": B_IV and A_IV in LUT ROMs that
// the first window reads in place of E and A + S.
// The variants differ only in the message buffer's step port: MEM = "bram": the block
// RAM, MEM = "logic": distributed RAM.  rtl/shabal256/README.md has the details.
`default_nettype none
module shabal256_core #(
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
    wire [3:0]  in_idx;
    wire        in_valid, in_take, in_blk_last, in_final_blk, out_valid, out_take;
    wire        unused_first, unused_last, unused_first_blk;
    wire        c_mwe, c_step, c_clr, c_iva, c_init, c_bshift, c_xen, c_awe, c_asum, c_aw, c_swe, c_sfirst,
                c_cwe;
    wire [4:0]  c_mwaddr;
    wire [5:0]  c_maddr;
    wire [3:0]  c_caddr, c_saddr, c_aaddr, c_eaddr, c_i, c_awaddr, c_swaddr;
    wire [23:0] c_w;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final_blk), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    shabal256_control #(.IV_LOAD(MEM == "bram" ? 1 : 0)) u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_idx(in_idx), .in_blk_last(in_blk_last),
        .in_final_blk(in_final_blk), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_mwe(c_mwe), .c_mwaddr(c_mwaddr), .c_maddr(c_maddr), .c_caddr(c_caddr),
        .c_saddr(c_saddr), .c_aaddr(c_aaddr), .c_eaddr(c_eaddr), .c_i(c_i),
        .c_step(c_step), .c_clr(c_clr), .c_iva(c_iva), .c_init(c_init), .c_bshift(c_bshift), .c_xen(c_xen),
        .c_awe(c_awe), .c_awaddr(c_awaddr), .c_asum(c_asum), .c_aw(c_aw), .c_swe(c_swe),
        .c_sfirst(c_sfirst), .c_swaddr(c_swaddr), .c_cwe(c_cwe), .c_w(c_w)
    );

    shabal256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .in_data(in_data), .c_mwe(c_mwe), .c_mwaddr(c_mwaddr),
        .c_maddr(c_maddr), .c_caddr(c_caddr), .c_saddr(c_saddr), .c_aaddr(c_aaddr),
        .c_eaddr(c_eaddr), .c_i(c_i), .c_step(c_step),
        .c_clr(c_clr), .c_iva(c_iva), .c_init(c_init), .c_bshift(c_bshift), .c_xen(c_xen), .c_awe(c_awe), .c_awaddr(c_awaddr),
        .c_asum(c_asum), .c_aw(c_aw), .c_swe(c_swe), .c_sfirst(c_sfirst),
        .c_swaddr(c_swaddr), .c_cwe(c_cwe), .c_w(c_w), .digest_word(out_data)
    );
endmodule
`default_nettype wire
