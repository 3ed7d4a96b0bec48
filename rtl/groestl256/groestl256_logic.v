// groestl256-logic: Grøstl-256; logic and distributed RAM only (no block RAM).
`default_nettype none
module groestl256_logic #(
    parameter integer W = 16
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
    groestl256_core #(.W(W), .MEM("logic"), .GROESTL0(0)) u_core (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write),
        .err(err)
    );
endmodule
`default_nettype wire
