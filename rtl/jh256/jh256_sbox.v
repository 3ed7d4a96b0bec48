// jh256_sbox: the JH S-boxes on 16 bit positions at once.  Position p takes the
// 4-bit element {x0[p], x1[p], x2[p], x3[p]} (x0 = most significant bit plane) and
// the constant bit c[p], which selects S0 (0) or S1 (1).
//
// keep_hierarchy: each output bit is a 5-input function (two LUT4 and a PFUMX on
// ECP5); mapped together with the L transform that follows, ABC builds far larger
// LUT6/LUT7 cones instead.
`default_nettype none
(* keep_hierarchy *)
module jh256_sbox (
    input  wire [63:0] x,        // {x0, x1, x2, x3}
    input  wire [15:0] c,
    output reg  [63:0] y         // {y0, y1, y2, y3}
);
    reg [3:0] e, s;
    integer   p;
    always @* begin
        y = 64'd0;
        for (p = 0; p < 16; p = p + 1) begin
            e = {x[48+p], x[32+p], x[16+p], x[p]};
            case ({c[p], e})
                // S0
                5'h00: s = 4'd9;  5'h01: s = 4'd0;  5'h02: s = 4'd4;  5'h03: s = 4'd11;
                5'h04: s = 4'd13; 5'h05: s = 4'd12; 5'h06: s = 4'd3;  5'h07: s = 4'd15;
                5'h08: s = 4'd1;  5'h09: s = 4'd10; 5'h0a: s = 4'd2;  5'h0b: s = 4'd6;
                5'h0c: s = 4'd7;  5'h0d: s = 4'd5;  5'h0e: s = 4'd8;  5'h0f: s = 4'd14;
                // S1
                5'h10: s = 4'd3;  5'h11: s = 4'd12; 5'h12: s = 4'd6;  5'h13: s = 4'd13;
                5'h14: s = 4'd5;  5'h15: s = 4'd7;  5'h16: s = 4'd1;  5'h17: s = 4'd9;
                5'h18: s = 4'd15; 5'h19: s = 4'd2;  5'h1a: s = 4'd0;  5'h1b: s = 4'd4;
                5'h1c: s = 4'd11; 5'h1d: s = 4'd10; 5'h1e: s = 4'd14; default: s = 4'd8;
            endcase
            {y[48+p], y[32+p], y[16+p], y[p]} = s;
        end
    end
endmodule
`default_nettype wire
