// Every implementation of lw_aes_sbox side by side, three lanes each (one lane of the
// registered ones unpaired); tests/aes_sbox_bench.py drives x and reads y.
`default_nettype none
module lw_aes_sbox_tb (
    input  wire        clk,
    input  wire [23:0] x,
    output wire [23:0] y_tower,
    output wire [23:0] y_table,
    output wire [23:0] y_bram,
    output wire [23:0] y_logic
);
    lw_aes_sbox #(.IMPL("tower"), .LANES(3)) u_tower (.clk(clk), .en(1'b1), .x(x), .y(y_tower));
    lw_aes_sbox #(.IMPL("table"), .LANES(3)) u_table (.clk(clk), .en(1'b1), .x(x), .y(y_table));
    lw_aes_sbox #(.IMPL("bram"),  .LANES(3)) u_bram  (.clk(clk), .en(1'b1), .x(x), .y(y_bram));
    lw_aes_sbox #(.IMPL("logic"), .LANES(3)) u_logic (.clk(clk), .en(1'b1), .x(x), .y(y_logic));
endmodule
`default_nettype wire
