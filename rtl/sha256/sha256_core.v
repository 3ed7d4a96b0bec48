// sha256_core: lightweight SHA-256 on the lwhash interface (docs/interface.md).
//
// One 32-bit round per clock cycle.  The message schedule lives in a 16-word
// shift register, the working variables a..h and the chaining value H in two
// 8-word chains; the final addition H += (a..h) is done serially with one adder
// while the next block is already loading.  The two variants differ only in
// where the 64 round constants live (MEM = "bram": one block RAM, MEM = "logic":
// LUTs).  ARCH = "x2" (sha256-large) is a second engine: two rounds a cycle, the
// next block loading into a buffer of its own while the rounds run; ARCH = "xs"
// (sha256-xs) a third: byte-serial, four cycles a round, state and schedule in shift
// chains, K, H and the message block in the block RAM.
// rtl/sha256/README.md describes the datapaths and their timing.
`default_nettype none
module sha256_core #(
    parameter integer W   = 16,
    parameter         MEM  = "logic",
    parameter         ARCH = "x1"     // "x1": one round a cycle; "x2": two (sha256-large);
                                      // "xs": a round in four cycles, byte-serial (sha256-xs)
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
    // the engine's message and digest word: 16 bits for xs, 32 for the others
    localparam integer DW = (ARCH == "xs") ? 16 : 32;
    localparam integer IB = $clog2(512 / DW);
    wire [DW-1:0] in_data, out_data;
    wire          in_valid, in_take, in_blk_last, in_final, out_valid, out_take;
    wire [IB-1:0] in_idx;

    wire [31:0] unused_bp;
    wire        unused_first_blk, unused_first, unused_last;
    lw_shell #(.W(W), .DW(DW), .BLOCK_BITS(512)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(in_idx), .msg_blk_last(in_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(in_final), .msg_first(unused_first), .msg_last(unused_last),
        .msg_bp(unused_bp),
        .dig_data(out_data), .dig_valid(out_valid), .dig_take(out_take)
    );

    generate
        if (ARCH == "x2") begin : g_x2
            wire       c_coll, c_wshift, c_wfroml, c_init, c_start, c_fin, c_round;
            wire [7:0] c_lld;
            wire [4:0] c_kpair;
            wire [2:0] c_oidx;
            wire [2:0] unused_idx = in_idx[3:1];
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
        end else if (ARCH == "xs") begin : g_xs
            wire [1:0] c_k, c_kr;
            wire       c_msg, c_fold, c_wsh, c_init, c_csh, c_cfold, c_we, c_wfold;
            wire [7:0] c_raddr, c_waddr;
            sha256xs_control u_ctrl (
                .clk(clk), .rst(rst),
                .in_valid(in_valid), .in_idx(in_idx), .in_blk_last(in_blk_last),
                .in_final(in_final), .in_take(in_take),
                .out_valid(out_valid), .out_take(out_take),
                .c_k(c_k), .c_msg(c_msg), .c_fold(c_fold), .c_wsh(c_wsh), .c_raddr(c_raddr),
                .c_kr(c_kr), .c_init(c_init), .c_csh(c_csh), .c_cfold(c_cfold),
                .c_we(c_we), .c_waddr(c_waddr), .c_wfold(c_wfold)
            );
            sha256xs_datapath #(.MEM(MEM)) u_dp (
                .clk(clk), .in_data(in_data),
                .c_k(c_k), .c_msg(c_msg), .c_fold(c_fold), .c_wsh(c_wsh), .c_raddr(c_raddr),
                .c_kr(c_kr), .c_init(c_init), .c_csh(c_csh), .c_cfold(c_cfold),
                .c_we(c_we), .c_waddr(c_waddr), .c_wfold(c_wfold),
                .digest_pair(out_data)
            );
        end else begin : g_x1
            wire       c_init, c_load, c_prep, c_round, c_final;
            wire [5:0] c_kaddr;
            wire [2:0] c_oidx;
            wire [3:0] unused_idx = in_idx;
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
        end
    endgenerate
endmodule

`default_nettype wire
