`default_nettype none
// One rotator stage, one LUT4 per bit: y = s ? x <<< S : x, and
// CLR = 1: y = 0 when clr;  XOR = 1: y ^= z.
// Kept in the hierarchy so that synthesis maps it alone (see skein512_256_rot.v).
(* keep_hierarchy *)
module skein512_256_rot_stage #(
    parameter integer S   = 1,
    parameter integer CLR = 0,
    parameter integer XOR = 0
) (
    input  wire [63:0] x,
    input  wire        s,
    input  wire        clr,
    input  wire [63:0] z,
    output wire [63:0] y
);
    wire [63:0] r = s ? {x[63-S:0], x[63:64-S]} : x;
    generate
        if (CLR != 0) begin : g_clr
            assign y = clr ? 64'd0 : r;
            wire unused_z = &{1'b0, z};
        end else if (XOR != 0) begin : g_xor
            assign y = r ^ z;
            wire unused_clr = &{1'b0, clr};
        end else begin : g_plain
            assign y = r;
            wire unused_in = &{1'b0, clr, z};
        end
    endgenerate
endmodule

`default_nettype wire
