// skein512_256_v12-logic: Skein-512-256 v1.2 (round 2: key-schedule constant
// C240 = 0x5555555555555555 and its IV), logic only (input block buffer in distributed RAM).
`default_nettype none
module skein512_256_v12_logic #(
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
    skein512_256_core #(.W(W), .MEM("logic"), .VERSION(12)) u_core (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write),
        .err(err)
    );
endmodule
`default_nettype wire
