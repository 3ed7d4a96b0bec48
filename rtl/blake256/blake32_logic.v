// blake32-logic: round-2 BLAKE-32 (10 rounds), the blake256-logic core with ROUNDS = 10.
// (A top of its own because the test bench passes only W to the core.)
`default_nettype none
module blake32_logic #(
    parameter integer W      = 16,
    parameter integer ROUNDS = 10
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
    blake256_core #(.W(W), .MEM("logic"), .ROUNDS(ROUNDS)) u_core (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write),
        .err(err)
    );
endmodule
`default_nettype wire
