// jh256xs_r6: one element pair of the round-constant update R6 without its permutation
// (jh256-xs): S0 on both elements, then L (D = B ^ 2A, C = A ^ 2D).  P6 is wiring in
// jh256xs_datapath.  keep_hierarchy keeps the registers in front of it (the block RAM's
// output register stage) where they are: no logic between the block RAM and them.
`default_nettype none
(* keep_hierarchy *)
module jh256xs_r6 (
    input  wire [7:0] k,         // {A, B}
    output wire [3:0] c,
    output wire [3:0] d
);
    // S0 of the specification, entry x in bits 4x+3..4x (lwhash/ref/jh.py SBOX0)
    localparam [63:0] S0 = 64'he85762a1f3cdb409;
    wire [3:0] a = S0[4*k[7:4] +: 4];
    wire [3:0] b = S0[4*k[3:0] +: 4];
    function [3:0] dbl;                      // times x in GF(2^4) mod x^4 + x + 1
        input [3:0] v;
        dbl = {v[2:0], 1'b0} ^ (v[3] ? 4'b0011 : 4'b0000);
    endfunction
    assign d = b ^ dbl(a);
    assign c = a ^ dbl(d);
endmodule
`default_nettype wire
