// groestl256_core: lightweight Grøstl-256 on the lwhash interface (docs/interface.md).
//
// P and Q are interleaved through one pipelined column datapath with four
// S-boxes (a new column every two cycles); ShiftBytes is done by addressing
// eight row memories.  The message columns come straight from lw_shell (no
// block buffer), and the output transformation runs P alone and only the
// digest's columns in its last round.  The two variants differ only in where two
// of the four S-boxes live (MEM = "bram": one block RAM, MEM = "logic": LUTs);
// GROESTL0 = 1 gives Grøstl-0 (round 2).  rtl/groestl256/README.md describes the
// datapath and its timing.
`default_nettype none
module groestl256_core #(
    parameter integer W        = 16,
    parameter         MEM      = "logic",
    parameter integer GROESTL0 = 0
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
    wire [63:0] in_data, out_data;
    wire        in_valid, in_take, in_last, out_valid, out_take;
    wire        in_first, in_final;
    wire [31:0] in_bp;
    wire        c_init, c_hrot, c_ld, c_lds, c_ot, c_iss, c_perm, c_half, c_hx;
    wire [2:0]  c_col, c_ofs, c_rcol, c_rofs;
    wire        c_rperm;
    wire [3:0]  c_rnd;

    wire [2:0]  unused_idx;
    wire        unused_blk_last, unused_first_blk;
    lw_shell #(.W(W), .DW(64), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(in_first), .msg_last(in_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    // the host pads; the core needs only the end of each message
    wire unused_in = &{1'b0, in_first, in_final, in_bp};

    groestl256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_init(c_init), .c_hrot(c_hrot), .c_ld(c_ld), .c_lds(c_lds), .c_ot(c_ot),
        .c_iss(c_iss), .c_perm(c_perm), .c_col(c_col), .c_half(c_half), .c_rnd(c_rnd),
        .c_ofs(c_ofs), .c_rperm(c_rperm), .c_rcol(c_rcol), .c_rofs(c_rofs), .c_hx(c_hx)
    );

    groestl256_datapath #(.MEM(MEM), .GROESTL0(GROESTL0)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data),
        .c_init(c_init), .c_hrot(c_hrot), .c_ld(c_ld), .c_lds(c_lds), .c_ot(c_ot),
        .c_iss(c_iss), .c_perm(c_perm), .c_col(c_col), .c_half(c_half), .c_rnd(c_rnd),
        .c_ofs(c_ofs), .c_rperm(c_rperm), .c_rcol(c_rcol), .c_rofs(c_rofs), .c_hx(c_hx),
        .digest_col(out_data)
    );
endmodule
`default_nettype wire
