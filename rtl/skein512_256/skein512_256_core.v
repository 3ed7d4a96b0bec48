// skein512_256_core: lightweight Skein-512-256 on the lwhash interface (docs/interface.md).
//
// A Threefish-512 datapath in 32-bit halves with one adder and one rotator: one
// MIX per two clock cycles, one subkey half per clock cycle.
// The host pads (lwhash.ref.skein); the core derives every tweak from the block
// count and msg_len_bp, and runs the output transform as one more UBI block.
// The two variants differ only in where the 512-bit input buffer lives
// (MEM = "bram": one block RAM, MEM = "logic": distributed RAM).
// VERSION = 12 selects Skein 1.2 (round 2: other key-schedule constant and IV).
// rtl/skein512_256/README.md describes the datapath and its timing.
`default_nettype none
module skein512_256_core #(
    parameter integer W       = 16,
    parameter         MEM     = "logic",
    parameter integer VERSION = 13
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
    wire [31:0] in_data, in_bp;
    wire [31:0] out_data;
    wire [3:0]  in_idx;
    wire        in_valid, in_take, in_first, in_last, in_final, in_blk_last;
    wire        out_valid, out_take;

    wire [5:0]  c_raddr, c_waddr, c_amt;
    wire        c_we, c_wsel, c_kclr, c_lh;
    wire [31:0] c_tw;
    wire        c_asel, c_bkw, c_bz, c_h, c_rclr, c_turn, c_owe;
    wire [3:0]  c_oaddr, c_owaddr;

    wire        unused_first_blk;
    lw_shell #(.W(W), .DW(32), .OW(32), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(in_first), .msg_last(in_last),
        .msg_bp(in_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );
    wire unused_in = &{1'b0, in_first, in_last};  // block flags come from msg_final_blk

    skein512_256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_final(in_final), .in_blk_last(in_blk_last), .in_idx(in_idx),
        .in_bp(in_bp), .in_take(in_take), .out_valid(out_valid), .out_take(out_take),
        .c_raddr(c_raddr), .c_we(c_we), .c_waddr(c_waddr), .c_wsel(c_wsel),
        .c_kclr(c_kclr), .c_lh(c_lh), .c_tw(c_tw),
        .c_asel(c_asel), .c_bkw(c_bkw), .c_bz(c_bz), .c_h(c_h), .c_rclr(c_rclr),
        .c_amt(c_amt), .c_oaddr(c_oaddr), .c_turn(c_turn),
        .c_owe(c_owe), .c_owaddr(c_owaddr)
    );

    skein512_256_datapath #(.MEM(MEM), .VERSION(VERSION)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_raddr(c_raddr), .c_we(c_we), .c_waddr(c_waddr), .c_wsel(c_wsel),
        .c_kclr(c_kclr), .c_lh(c_lh), .c_tw(c_tw),
        .c_asel(c_asel), .c_bkw(c_bkw), .c_bz(c_bz), .c_h(c_h), .c_rclr(c_rclr),
        .c_amt(c_amt), .c_oaddr(c_oaddr), .c_turn(c_turn),
        .c_owe(c_owe), .c_owaddr(c_owaddr),
        .digest_word(out_data)
    );
endmodule

`default_nettype wire
