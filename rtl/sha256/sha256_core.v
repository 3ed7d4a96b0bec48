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
    wire        in_valid, in_take, in_last, out_valid, out_take;
    wire        in_first, in_final, in_err;
    wire [31:0] in_bp;
    wire        c_init, c_load, c_prep, c_round, c_final;
    wire [5:0]  c_kaddr;
    wire [2:0]  c_oidx;

    lw_in #(.W(W), .DW(32), .BLOCK_BITS(512)) u_in (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .o_data(in_data), .o_valid(in_valid), .o_take(in_take),
        .o_first(in_first), .o_last(in_last), .o_final_blk(in_final), .o_bp(in_bp),
        .o_err(in_err)
    );
    wire unused_in = &{1'b0, in_first, in_final, in_bp};  // SHA-256 needs none of these
    assign err = in_err;

    lw_out #(.W(W), .DW(32)) u_out (
        .clk(clk), .rst(rst), .i_data(out_data), .i_valid(out_valid), .i_take(out_take),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write)
    );

    sha256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_last(in_last), .in_take(in_take),
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
