// sha256x2_core: SHA-256 on the lwhash interface (docs/interface.md), two rounds a
// clock cycle (sha256-large).
//
// The rounds work on a 16-word schedule window; the next block gathers meanwhile in a
// buffer of its own and moves into the window during the last 8 cycles of the rounds,
// so a block takes 32 + 1 cycles whenever the bus keeps up.  The round constants come
// in pairs from one dual-port ROM (MEM = "bram": block RAM).  rtl/sha256/README.md
// ("sha256-large") describes the datapath and its timing.
`default_nettype none
module sha256x2_core #(
    parameter integer W   = 16,
    parameter         MEM = "bram"
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
    wire [3:0]  in_idx;
    wire        c_coll, c_wshift, c_wfroml, c_init, c_start, c_fin, c_round;
    wire [7:0]  c_lld;
    wire [4:0]  c_kpair;
    wire [2:0]  c_oidx;

    wire [2:0]  unused_idx = in_idx[3:1];
    wire [31:0] unused_bp;
    wire        unused_first_blk, unused_first, unused_last;
    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    sha256x2_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_odd(in_idx[0]), .in_blk_last(in_blk_last),
        .in_final(in_final), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_coll(c_coll), .c_lld(c_lld), .c_wshift(c_wshift), .c_wfroml(c_wfroml),
        .c_init(c_init), .c_start(c_start), .c_fin(c_fin), .c_round(c_round),
        .c_kpair(c_kpair), .c_oidx(c_oidx)
    );

    sha256x2_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_coll(c_coll), .c_lld(c_lld), .c_wshift(c_wshift), .c_wfroml(c_wfroml),
        .c_init(c_init), .c_start(c_start), .c_fin(c_fin), .c_round(c_round),
        .c_kpair(c_kpair), .c_oidx(c_oidx),
        .digest_word(out_data)
    );
endmodule

`default_nettype wire
