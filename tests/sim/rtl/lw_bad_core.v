// A deliberately broken core for the negative tests of the shared checks: it reads
// whether or not the source FIFO has a word, and writes whether or not the
// destination has room.  The formal properties must catch both.
`default_nettype none
module lw_bad_core #(
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
    output wire         err
);
    reg [W-1:0] acc_q;
    reg         full_q;
    always @(posedge clk)
        if (rst) begin
            acc_q  <= {W{1'b0}};
            full_q <= 1'b0;
        end else begin
            acc_q  <= acc_q ^ din;
            full_q <= ~full_q;
        end
    assign src_read  = ~full_q;          // ignores src_ready
    assign dst_write = full_q;           // ignores dst_ready
    assign dout      = acc_q;
    assign err       = 1'b0;
    wire unused_ok = &{1'b0, src_ready, dst_ready};
endmodule
`default_nettype wire
