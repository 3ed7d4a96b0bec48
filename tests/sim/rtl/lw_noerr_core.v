// A broken core for the negative test of the fuzzer: sha256-logic with its err
// output tied low, so a malformed header goes unreported.  The fuzzer must catch it.
`default_nettype none
module lw_noerr_core #(
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
    output wire         err
);
    wire real_err;
    sha256_core #(.W(W), .MEM(MEM)) u_core (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(real_err)
    );
    assign err = 1'b0;
    wire unused_err = real_err;
endmodule
`default_nettype wire
