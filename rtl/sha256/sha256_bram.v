// sha256-bram: SHA-256 with its round constants in one block RAM.
`default_nettype none
module sha256_bram #(
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
    sha256_core #(.W(W), .MEM("bram")) u_core (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write),
        .err(err)
    );
endmodule
`default_nettype wire
