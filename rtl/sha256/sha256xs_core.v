// sha256xs_core: SHA-256 on the lwhash interface (docs/interface.md), byte-serial
// (sha256-xs).
//
// Every word moves as four 8-bit digits, least significant first, so a round takes
// four cycles on 8-bit adders; the working variables and the message schedule are
// digit shift chains (distributed RAM where nothing taps them), and the round
// constants, IV, chaining value and message block share one 256 x 16 RAM (MEM =
// "bram": one block RAM).  The engine takes and gives 16-bit half-words (lw_shell
// at DW = 16).  rtl/sha256/README.md ("sha256-xs") describes the datapath and its timing.
`default_nettype none
module sha256xs_core #(
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
    wire [15:0] in_data, out_data;
    wire        in_valid, in_take, in_blk_last, in_final, out_valid, out_take;
    wire [4:0]  in_idx;
    wire        c_k0;
    wire        c_ge1;
    wire [3:1]  c_gen, c_ger;
    wire        c_msg, c_wsh, c_init, c_csh, c_cfold, c_we, c_wfold;
    wire [7:0]  c_raddr, c_waddr;

    wire [31:0] unused_bp;
    wire        unused_first_blk, unused_first, unused_last;
    lw_shell #(.W(W), .DW(16), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    sha256xs_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_idx(in_idx), .in_blk_last(in_blk_last),
        .in_final(in_final), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .c_k0(c_k0), .c_ge1(c_ge1), .c_gen(c_gen), .c_msg(c_msg), .c_wsh(c_wsh), .c_raddr(c_raddr),
        .c_ger(c_ger), .c_init(c_init), .c_csh(c_csh), .c_cfold(c_cfold),
        .c_we(c_we), .c_waddr(c_waddr), .c_wfold(c_wfold)
    );

    sha256xs_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .in_data(in_data),
        .c_k0(c_k0), .c_ge1(c_ge1), .c_gen(c_gen), .c_msg(c_msg), .c_wsh(c_wsh), .c_raddr(c_raddr),
        .c_ger(c_ger), .c_init(c_init), .c_csh(c_csh), .c_cfold(c_cfold),
        .c_we(c_we), .c_waddr(c_waddr), .c_wfold(c_wfold),
        .digest_pair(out_data)
    );
endmodule

`default_nettype wire
