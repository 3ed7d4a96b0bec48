// fugue256_core: lightweight Fugue-256 (round-2 version) on the lwhash interface
// (docs/interface.md, docs/shell.md).
//
// The 30-column state sits in one state memory used as a circular buffer: the
// rotations ROR3, ROR15 and ROR14 move a base pointer.  The four columns under SMIX
// are held in registers (X0..X3); SMIX runs column by column through two S-boxes (two
// bytes a cycle), a column mix per column and four row sums, the super-mix's rotation
// being wiring.  A message word takes 24 cycles (a TIX step of 13, a plain step of 11),
// the final transformation G 36 steps.  The variants differ only in the state memory:
// MEM = "bram": the block RAM; MEM = "logic": distributed RAM.  rtl/fugue256/README.md
// has the details.
`default_nettype none
module fugue256_core #(
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
    wire [31:0] in_data, z, unused_bp;
    wire        in_valid, in_take, in_last, out_valid, out_take;
    wire        unused_idx, unused_blk_last, unused_first_blk, unused_final_blk, unused_first;
    wire        re, we, zr, zy, vld, x0i, x1z, xld, xclr;
    wire [5:0]  raddr, waddr;
    wire [1:0]  ysel, vc;

    lw_shell #(.W(W), .DW(32), .BLOCK_BITS(32)) u_shell (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(err),
        .msg_data(in_data), .msg_valid(in_valid), .msg_take(in_take),
        .msg_idx(unused_idx), .msg_blk_last(unused_blk_last), .msg_first_blk(unused_first_blk),
        .msg_final_blk(unused_final_blk), .msg_first(unused_first), .msg_last(in_last),
        .msg_bp(unused_bp),
        .dig_data(z), .dig_valid(out_valid), .dig_take(out_take)
    );

    fugue256_control u_ctrl (
        .clk(clk), .rst(rst),
        .in_valid(in_valid), .in_last(in_last), .in_take(in_take),
        .out_valid(out_valid), .out_take(out_take),
        .re(re), .raddr(raddr), .we(we), .waddr(waddr),
        .zr(zr), .zy(zy), .ysel(ysel), .vld(vld), .vc(vc),
        .x0i(x0i), .x1z(x1z), .xld(xld), .xclr(xclr)
    );

    fugue256_datapath #(.MEM(MEM)) u_dp (
        .clk(clk), .rst(rst), .in_data(in_data),
        .re(re), .raddr(raddr), .we(we), .waddr(waddr),
        .zr(zr), .zy(zy), .ysel(ysel), .vld(vld), .vc(vc),
        .x0i(x0i), .x1z(x1z), .xld(xld), .xclr(xclr), .z(z)
    );
endmodule
`default_nettype wire
