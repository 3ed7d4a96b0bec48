// skein512_256-bram: Skein-512-256 (v1.3) with its input block buffer in one block RAM.
// VERSION = 12 gives Skein 1.2 (round 2); skein512_256_v12_bram is that variant.
`default_nettype none
module skein512_256_bram #(
    parameter integer W       = 16,
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
    skein512_256_core #(.W(W), .MEM("bram"), .VERSION(VERSION)) u_core (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write),
        .err(err)
    );
endmodule
`default_nettype wire
