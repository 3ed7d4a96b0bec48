// sha256_core: lightweight SHA-256 on the lwhash interface (docs/interface.md).
//
// One 32-bit round per clock cycle.  The message schedule lives in a 16-word
// shift register, the working variables a..h and the chaining value H in two
// 8-word chains; the final addition H += (a..h) is done serially with one adder
// while the next block is already loading.  The two variants differ only in
// where the 64 round constants live (MEM = "bram": one block RAM, MEM = "logic":
// LUTs).  rtl/sha256/README.md describes the datapath and its timing.
`default_nettype none
module sha256_core #(
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
    wire [31:0] in_data, out_data;
    wire        in_valid, in_take, in_blk_last, in_final, out_valid, out_take;
    wire        c_init, c_load, c_prep, c_round, c_final;
    wire [5:0]  c_kaddr;
    wire [2:0]  c_oidx;

    wire [3:0]  unused_idx;
    wire [31:0] unused_bp;
    wire        unused_first_blk, unused_first, unused_last;
    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    sha256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_blk_last(in_blk_last), .in_final(in_final), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_init(c_init), .c_load(c_load), .c_prep(c_prep), .c_round(c_round),
        .c_final(c_final), .c_kaddr(c_kaddr), .c_oidx(c_oidx)
    );

    sha256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_init(c_init), .c_load(c_load), .c_prep(c_prep), .c_round(c_round),
        .c_final(c_final), .c_kaddr(c_kaddr), .c_oidx(c_oidx),
        .digest_word(out_data)
    );
endmodule

`default_nettype wire
