`default_nettype none
// One funnel stage, one LUT4 per bit: y = s ? b : a, and
// CLR = 1: y = 0 when clr;  XOR = 1: y ^= z.
// Kept in the hierarchy so that synthesis maps it alone (see skein512_256_rot.v).
(* keep_hierarchy *)
module skein512_256_rot_stage #(
    parameter integer N   = 32,
    parameter integer CLR = 0,
    parameter integer XOR = 0
) (
    input  wire [N-1:0] a,
    input  wire [N-1:0] b,
    input  wire         s,
    input  wire         clr,
    input  wire [N-1:0] z,
    output wire [N-1:0] y
);
    wire [N-1:0] r = s ? b : a;
    generate
        if (CLR != 0) begin : g_clr
            assign y = clr ? {N{1'b0}} : r;
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
