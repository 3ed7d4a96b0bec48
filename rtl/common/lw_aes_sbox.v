// lw_aes_sbox: LANES independent AES S-box look-ups (FIPS-197 SubBytes), the one copy
// of the S-box for every family that uses it (Groestl, ECHO, SHAvite-3, Fugue).
// Lane g maps x[8g +: 8] to y[8g +: 8].
//
// IMPL = "tower": combinational; inversion in the tower field GF((2^4)^2) with
//                 GF(16) = GF(2)[t]/(t^4+t+1), GF(256) = GF(16)[u]/(u^2+u+10): the
//                 fewest LUTs per lane, a deeper path.  clk and en are not used.
// IMPL = "table": combinational; the 256-entry table as LUT logic.  clk, en unused.
// IMPL = "bram":  registered (y one cycle after x, updated when en); a true dual-port
//                 block RAM (lw_rom2) serves two lanes.
// IMPL = "logic": registered like "bram", the table in LUTs and flip-flops.
// The table is written by gen_aes_sbox.py from lwhash/ref/_aes.py.
`default_nettype none
module lw_aes_sbox #(
    parameter [39:0]  IMPL  = "tower",          // "tower", "table", "bram" or "logic"
    parameter integer LANES = 1
) (
    input  wire                 clk,
    input  wire                 en,
    input  wire [8*LANES-1:0]   x,
    output wire [8*LANES-1:0]   y
);
    // BEGIN TABLE (gen_aes_sbox.py)
    localparam [2047:0] TABLE = {
        128'h16bb54b00f2d99416842e6bf0d89a18c,
        128'hdf2855cee9871e9b948ed9691198f8e1,
        128'h9e1dc186b95735610ef6034866b53e70,
        128'h8a8bbd4b1f74dde8c6b4a61c2e2578ba,
        128'h08ae7a65eaf4566ca94ed58d6d37c8e7,
        128'h79e4959162acd3c25c2406490a3a32e0,
        128'hdb0b5ede14b8ee4688902a22dc4f8160,
        128'h73195d643d7ea7c41744975fec130ccd,
        128'hd2f3ff1021dab6bcf5389d928f40a351,
        128'ha89f3c507f02f94585334d43fbaaefd0,
        128'hcf584c4a39becb6a5bb1fc20ed00d153,
        128'h842fe329b3d63b52a05a6e1b1a2c8309,
        128'h75b227ebe28012079a059618c323c704,
        128'h1531d871f1e5a534ccf73f362693fdb7,
        128'hc072a49cafa2d4adf04759fa7dc982ca,
        128'h76abd7fe2b670130c56f6bf27b777c63
    };
    // END TABLE

    // the tower-field pieces: products in GF(16), the GF(16) inverse, GF(2)-linear maps
    function [3:0] mul16(input [3:0] a, input [3:0] b);
        reg [6:0] p;
        begin
            p = ({7{b[0]}} & {3'b000, a}) ^ ({7{b[1]}} & {2'b00, a, 1'b0}) ^
                ({7{b[2]}} & {1'b0, a, 2'b00}) ^ ({7{b[3]}} & {a, 3'b000});
            mul16 = p[3:0] ^ {p[6:4], 1'b0} ^ {1'b0, p[6:4]};      // t^4 = t + 1
        end
    endfunction
    function [3:0] inv16(input [3:0] a);
        case (a)
            4'h0: inv16 = 4'h0;  4'h1: inv16 = 4'h1;  4'h2: inv16 = 4'h9;  4'h3: inv16 = 4'he;
            4'h4: inv16 = 4'hd;  4'h5: inv16 = 4'hb;  4'h6: inv16 = 4'h7;  4'h7: inv16 = 4'h6;
            4'h8: inv16 = 4'hf;  4'h9: inv16 = 4'h2;  4'ha: inv16 = 4'hc;  4'hb: inv16 = 4'h5;
            4'hc: inv16 = 4'ha;  4'hd: inv16 = 4'h4;  4'he: inv16 = 4'h3;  default: inv16 = 4'h8;
        endcase
    endfunction
    // column n of cols (cols[8n +: 8]) is the image of bit n
    function [7:0] linear(input [7:0] a, input [63:0] cols);
        integer n;
        begin
            linear = 8'h00;
            for (n = 0; n < 8; n = n + 1)
                if (a[n]) linear = linear ^ cols[8*n +: 8];
        end
    endfunction
    localparam [63:0] INTO  = 64'hd342934828275001;   // polynomial basis -> tower basis
    localparam [63:0] OUTOF = 64'h056c65529dadab1f;   // back, times the affine matrix
    function [7:0] tower(input [7:0] a);
        reg [7:0] c;
        reg [3:0] d, e;
        begin
            c = linear(a, INTO);                           // c = hi*u + lo
            d = mul16(mul16(c[7:4], c[7:4]), 4'ha) ^ mul16(c[7:4], c[3:0]) ^ mul16(c[3:0], c[3:0]);
            e = inv16(d);                                  // 1 / norm
            tower = linear({mul16(c[7:4], e), mul16(c[7:4] ^ c[3:0], e)}, OUTOF) ^ 8'h63;
        end
    endfunction

    genvar g;
    generate
        if (IMPL == "tower" || IMPL == "table") begin : g_comb
            for (g = 0; g < LANES; g = g + 1) begin : g_lane
                if (IMPL == "tower") begin : g_t
                    assign y[8*g +: 8] = tower(x[8*g +: 8]);
                end else begin : g_l
                    assign y[8*g +: 8] = TABLE[8*x[8*g +: 8] +: 8];
                end
            end
            wire unused = &{1'b0, clk, en};
        end else begin : g_reg
            for (g = 0; g < LANES; g = g + 2) begin : g_pair
                wire [7:0] qa, qb;
                lw_rom2 #(.DEPTH(256), .DW(8), .STYLE(IMPL), .INIT(TABLE)) u_rom (
                    .clk(clk), .en(en), .addr_a(x[8*g +: 8]),
                    .addr_b(x[8*((g + 1 < LANES) ? g + 1 : g) +: 8]), .q_a(qa), .q_b(qb)
                );
                assign y[8*g +: 8] = qa;
                if (g + 1 < LANES) begin : g_b
                    assign y[8*(g + 1) +: 8] = qb;
                end else begin : g_nob
                    wire unused = &{1'b0, qb};
                end
            end
        end
    endgenerate
endmodule
`default_nettype wire
